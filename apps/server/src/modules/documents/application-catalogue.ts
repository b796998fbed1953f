import {
  isMandatoryFor,
  seesCategory,
  type MandatoryRule,
} from '@creditdesk/domain/document-catalogue/catalogue-rules';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { MetaField } from '@creditdesk/domain/documents/document-fields';
import type { Executor } from '../../db/client';
import {
  catalogueOfApplication,
  type SnapshotCategory,
} from '../document-catalogue/document-catalogue.service';
import * as types from './document-types.repository';

/** A type files are filed under: the catalogue version's, or the application's own. */
export interface FileType {
  id: string;
  code: string;
  title: string;
  categoryCode: string;
  mandatory: MandatoryRule;
  formMetaData: readonly MetaField[];
  dueField: string | null;
  retired: boolean;
  /** The application's own type ('Add Other Document'); null for the catalogue's. */
  applicationId: string | null;
}

/** An application's own type as a file type: never mandatory, never retired. */
export const ownFileType = (row: types.DocumentTypeRow): FileType => ({
  id: row.id,
  code: row.code,
  title: row.title,
  categoryCode: row.categoryCode,
  mandatory: 'none',
  formMetaData: row.formMetaData,
  dueField: row.dueField,
  retired: false,
  applicationId: row.applicationId,
});

/**
 * The document tree an application reads: its catalogue version (the one it was submitted with,
 * or the newest while never submitted) and its own types after the catalogue's.
 */
export const applicationCatalogue = async (executor: Executor, applicationId: string) => {
  const { versionId, snapshot } = await catalogueOfApplication(executor, applicationId);
  const own = await types.ownTypesOfApplication(executor, applicationId);
  return {
    versionId,
    categories: snapshot.categories,
    types: [
      ...snapshot.types.map((type): FileType => ({ ...type, applicationId: null })),
      ...own.map(ownFileType),
    ],
  };
};
export type ApplicationCatalogue = Awaited<ReturnType<typeof applicationCatalogue>>;

/** A type of the application by its code or id, its catalogue version's or its own, and its category. */
export const findFileType = async (
  executor: Executor,
  applicationId: string,
  key: { code: string } | { id: string },
): Promise<(FileType & { category: SnapshotCategory | undefined }) | undefined> => {
  const catalogue = await applicationCatalogue(executor, applicationId);
  const type = catalogue.types.find((candidate) =>
    'code' in key ? candidate.code === key.code : candidate.id === key.id,
  );
  if (!type) return undefined;
  const category = catalogue.categories.find((candidate) => candidate.code === type.categoryCode);
  return { ...type, category };
};

/** Whether a category is offered to this debitur's application. */
export const categoryOffered = (category: SnapshotCategory, debiturType: DebiturType) =>
  !category.retired && seesCategory(category.debiturKinds, debiturType);

/** The catalogue's mandatory set for a debitur, in tree order: live types of the categories it sees. */
export const mandatoryTypes = (
  catalogue: ApplicationCatalogue,
  debitur: { type: DebiturType; maritalStatus?: string | null },
) =>
  catalogue.categories
    .filter((category) => categoryOffered(category, debitur.type))
    .flatMap((category) =>
      catalogue.types.filter(
        (type) =>
          type.categoryCode === category.code &&
          type.applicationId === null &&
          !type.retired &&
          isMandatoryFor(type.mandatory, debitur),
      ),
    );
