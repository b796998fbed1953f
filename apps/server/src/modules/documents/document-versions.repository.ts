import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { columnValues } from '../../core/column-reads';
import { statementClock } from '../../db/columns';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { insertOne } from '../../kit/record-repository';
import { users } from '../users/users.table';
import {
  creditApplicationDocuments,
  creditApplicationDocumentVersions,
  versionOfDocument,
} from './documents.table';

export type DocumentVersionRow = typeof creditApplicationDocumentVersions.$inferSelect;

const createdByName = users.name;

/** The versions of documents, newest first: the first of each document is its current file. */
export const versionsOfDocuments = async (executor: Executor, documentIds: string[]) => {
  if (documentIds.length === 0) return [];
  return executor
    .select({ version: creditApplicationDocumentVersions, createdByName })
    .from(creditApplicationDocumentVersions)
    .innerJoin(users, eq(users.id, creditApplicationDocumentVersions.createdBy))
    .where(inArray(creditApplicationDocumentVersions.documentId, documentIds))
    .orderBy(
      desc(creditApplicationDocumentVersions.createdAt),
      desc(creditApplicationDocumentVersions.id),
    );
};
const versionsOfApplicationStatement = preparedPerDatabase((executor) =>
  executor
    .select({ version: creditApplicationDocumentVersions, createdByName })
    .from(creditApplicationDocumentVersions)
    .innerJoin(creditApplicationDocuments, versionOfDocument)
    .innerJoin(users, eq(users.id, creditApplicationDocumentVersions.createdBy))
    .where(eq(creditApplicationDocuments.applicationId, sql.placeholder('applicationId')))
    .orderBy(
      desc(creditApplicationDocumentVersions.createdAt),
      desc(creditApplicationDocumentVersions.id),
    )
    .prepare('document_versions_of_application'),
);

/** The versions of every document of an application, newest first, read beside the documents. */
export const versionsOfApplication = (executor: Executor, applicationId: string) =>
  versionsOfApplicationStatement(executor).execute({ applicationId });

export type VersionRecord = Awaited<ReturnType<typeof versionsOfDocuments>>[number];

export const insertVersion = (
  executor: Executor,
  values: typeof creditApplicationDocumentVersions.$inferInsert,
) =>
  insertOne(executor, creditApplicationDocumentVersions, { ...values, createdAt: statementClock });

export const storageKeysOfDocument = (executor: Executor, documentId: string) =>
  columnValues(
    executor,
    creditApplicationDocumentVersions.storageKey,
    eq(creditApplicationDocumentVersions.documentId, documentId),
  );

/**
 * A file to download: `fileId` is a version (that version) or a document (its current
 * version). Answers the version and the document's application.
 */
export const findFileForDownload = async (executor: Executor, fileId: string) => {
  const [row] = await executor
    .select({
      version: creditApplicationDocumentVersions,
      applicationId: creditApplicationDocuments.applicationId,
    })
    .from(creditApplicationDocumentVersions)
    .innerJoin(creditApplicationDocuments, versionOfDocument)
    .where(
      or(
        eq(creditApplicationDocumentVersions.id, fileId),
        eq(creditApplicationDocumentVersions.documentId, fileId),
      ),
    )
    // The version itself before the document's versions; of those the newest.
    .orderBy(
      sql`${creditApplicationDocumentVersions.id} = ${fileId} desc`,
      desc(creditApplicationDocumentVersions.createdAt),
      desc(creditApplicationDocumentVersions.id),
    )
    .limit(1);
  return row;
};
