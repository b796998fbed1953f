import type { DebiturType } from '../debiturs/debiturs.schemas';
import { COLLATERAL_CATEGORIES } from './document-categories-collateral';
import { CREDIT_FILE_CATEGORIES } from './document-categories-credit';
import type {
  DocumentCategoryDefinition,
  DocumentTypeDefinition,
  MetaField,
} from './document-fields';

/**
 * The credit file's document tree (shared/design/document-categories.md): categories with child
 * types, each type's metadata form, its mandatory rule and the field a report follows as its due
 * date. Synced into the database at start; the server, the web form and the reports read it here.
 */ export const DOCUMENT_CATALOGUE: readonly DocumentCategoryDefinition[] = [
  ...CREDIT_FILE_CATEGORIES,
  ...COLLATERAL_CATEGORIES,
];

/** Every catalogued type by its code. */
export const DOCUMENT_TYPES_BY_CODE: ReadonlyMap<
  string,
  DocumentTypeDefinition & { category: string }
> = new Map(
  DOCUMENT_CATALOGUE.flatMap((category) =>
    category.types.map((definition) => [
      definition.code,
      { ...definition, category: category.code },
    ]),
  ),
);

/** The categories an application's debitur sees: the common ones and its own type's set. */
export const categoriesFor = (debiturType: DebiturType) =>
  DOCUMENT_CATALOGUE.filter(
    (category) => !category.debiturType || category.debiturType === debiturType,
  );

/** Whether a type must be present before Submit, for this debitur. */
export const isMandatoryFor = (
  definition: Pick<DocumentTypeDefinition, 'mandatory'>,
  debitur: { maritalStatus?: string | null },
) =>
  definition.mandatory === 'always' ||
  (definition.mandatory === 'married' && debitur.maritalStatus === 'Married');

/** The codes of the mandatory set of a debitur (design: Mandatory rule). */
export const mandatoryTypeCodes = (debitur: { type: DebiturType; maritalStatus?: string | null }) =>
  categoriesFor(debitur.type).flatMap((category) =>
    category.types.filter((definition) => isMandatoryFor(definition, debitur)).map((d) => d.code),
  );

/** The Mulai field an Akhir date is paired with ('berlakuAkhir' -> 'berlakuMulai'), if any. */
export const pairedStartField = (name: string, fields: readonly MetaField[]) => {
  if (!name.endsWith('Akhir')) return undefined;
  const start = `${name.slice(0, -'Akhir'.length)}Mulai`;
  return fields.some((candidate) => candidate.name === start && candidate.type === 'date')
    ? start
    : undefined;
};
