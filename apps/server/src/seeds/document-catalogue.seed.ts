import { isDeepStrictEqual } from 'node:util';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  DOCUMENT_CATALOGUE,
  shippedReportOf,
} from '@creditdesk/domain/documents/document-catalogue';
import type { Executor } from '../db/client';
import { creditApplications } from '../modules/credit-applications/credit-applications.table';
import {
  deletedCodes,
  insertVersion,
  latestVersion,
  readSnapshot,
} from '../modules/document-catalogue/document-catalogue.repository';
import { documentCategories, documentTypes } from '../modules/documents/documents.table';

/**
 * Seeds a new install with the shipped document tree and, at every start, adds the shipped
 * categories and types the bank lacks (by code). A row the bank changed (`customised`) or deleted
 * (remembered by its code) is left as the bank has it; an untouched shipped row follows the
 * release. Types are matched by code, so their ids, which files reference, survive. Publishes a
 * new catalogue version when this changed the catalogue; on the first one, the applications
 * already submitted keep it as theirs.
 */
export const seedDocumentCatalogue = async (executor: Executor) => {
  const deleted = await deletedCodes(executor);
  for (const [categoryPosition, category] of DOCUMENT_CATALOGUE.entries()) {
    if (deleted.categories.has(category.code)) continue;
    const shipped = {
      title: category.title,
      debiturKinds: category.debiturType ?? 'both',
      position: categoryPosition,
    };
    await executor
      .insert(documentCategories)
      .values({ code: category.code, ...shipped })
      .onConflictDoUpdate({
        target: documentCategories.code,
        set: shipped,
        setWhere: eq(documentCategories.customised, false),
      });
    const types = category.types.filter((definition) => !deleted.types.has(definition.code));
    if (types.length === 0) continue;
    await executor
      .insert(documentTypes)
      .values(
        types.map((definition, position) => ({
          code: definition.code,
          categoryCode: category.code,
          title: definition.title,
          mandatory: definition.mandatory,
          formMetaData: [...definition.formMetaData],
          dueField: definition.dueField ?? null,
          report: shippedReportOf(definition.code),
          position,
        })),
      )
      .onConflictDoUpdate({
        target: documentTypes.code,
        set: {
          categoryCode: sql`excluded.category_code`,
          title: sql`excluded.title`,
          mandatory: sql`excluded.mandatory`,
          formMetaData: sql`excluded.form_meta_data`,
          dueField: sql`excluded.due_field`,
          report: sql`excluded.report`,
          position: sql`excluded.position`,
        },
        setWhere: and(isNull(documentTypes.applicationId), eq(documentTypes.customised, false)),
      });
  }
  const [latest, snapshot] = [await latestVersion(executor), await readSnapshot(executor)];
  if (latest && isDeepStrictEqual(latest.snapshot, snapshot)) return;
  const versionId = await insertVersion(executor, snapshot);
  if (!latest)
    await executor
      .update(creditApplications)
      .set({ catalogueVersionId: versionId })
      .where(
        and(
          isNotNull(creditApplications.submittedAt),
          isNull(creditApplications.catalogueVersionId),
        ),
      );
};
