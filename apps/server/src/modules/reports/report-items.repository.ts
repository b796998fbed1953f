import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REPORT_DEFINITIONS } from '@creditdesk/domain/reports/report-catalogue';
import type { ReportDefinition } from '@creditdesk/domain/reports/report-definition';
import type { Executor } from '../../db/client';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { creditApplicationDocuments, documentTypes } from '../documents/documents.table';
import { doneExpression, graceDays, metaText } from './report-rules';
import { reportItems, reportItemsState } from './reports.table';

const documents = creditApplicationDocuments;

/**
 * The items of one report, of one application, of one type or of every one: the documents of the
 * types whose catalogue entry names the report (or the report it narrows), as the catalogue says
 * today.
 */
const insertItems = (
  executor: Executor,
  definition: ReportDefinition,
  only: { applicationId?: string; typeId?: string } = {},
) =>
  executor.execute(sql`
    insert into ${reportItems} (report, document_id, application_id, branch_id, creator_id, live, done, due_date, claim_end)
    select ${definition.slug}, ${documents.id}, ${creditApplications.id}, ${creditApplications.branchId},
      ${creditApplications.createdBy}, not ${creditApplications.isArchive}, ${doneExpression(definition)},
      ${documents.dueDate}, ${documents.dueDate} + ${graceDays(definition)}
    from ${documents}
    join ${documentTypes} on ${documentTypes.id} = ${documents.typeId}
    join ${creditApplications} on ${creditApplications.id} = ${documents.applicationId}
    where ${and(
      // A document removed after submission keeps its versions but is no longer on file.
      isNull(documents.removedAt),
      eq(documentTypes.report, definition.typesOf ?? definition.slug),
      definition.match
        ? sql`${metaText(definition.match.field)} = ${definition.match.value}`
        : undefined,
      only.applicationId ? eq(documents.applicationId, only.applicationId) : undefined,
      only.typeId ? eq(documents.typeId, only.typeId) : undefined,
    )}`);

/**
 * Rewrites an application's report items from its documents, in the transaction that changed
 * them: a document's 'done' may depend on its neighbours (a newer policy of the same type).
 */
export const syncApplicationItems = async (executor: Executor, applicationId: string) => {
  await executor.delete(reportItems).where(eq(reportItems.applicationId, applicationId));
  for (const definition of REPORT_DEFINITIONS)
    await insertItems(executor, definition, { applicationId });
};

/**
 * Rewrites the items of one type's documents, in the transaction that changed the type's report
 * or due field in the catalogue.
 */
export const syncTypeItems = async (executor: Executor, typeId: string) => {
  await executor
    .delete(reportItems)
    .where(
      inArray(
        reportItems.documentId,
        executor.select({ id: documents.id }).from(documents).where(eq(documents.typeId, typeId)),
      ),
    );
  for (const definition of REPORT_DEFINITIONS) await insertItems(executor, definition, { typeId });
};

/** What the items depend on in the catalogue: which documents a report holds and when one is done. */
export const CATALOGUE_FINGERPRINT = createHash('sha256')
  .update(
    JSON.stringify(
      REPORT_DEFINITIONS.map(({ slug, typesOf, match, done }) => ({
        slug,
        typesOf,
        match,
        done,
      })),
    ),
  )
  .digest('hex');

/**
 * Builds every item again when the catalogue changed since they were built (or never were), so a
 * new report or rule reaches the documents already stored. Runs at start under the migration lock.
 */
export const refreshReportItems = async (executor: Executor) => {
  const [state] = await executor.select().from(reportItemsState);
  if (state?.fingerprint === CATALOGUE_FINGERPRINT) return false;
  await executor.transaction(async (tx) => {
    await tx.delete(reportItems);
    for (const definition of REPORT_DEFINITIONS) await insertItems(tx, definition);
    await tx.delete(reportItemsState);
    await tx.insert(reportItemsState).values({ fingerprint: CATALOGUE_FINGERPRINT });
  });
  return true;
};
