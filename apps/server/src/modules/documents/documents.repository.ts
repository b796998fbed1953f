import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { DEBITUR_PHOTO_CATEGORY } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import {
  branchScopeCondition,
  preparedScopeCondition,
  scopeParameters,
  type BranchScope,
} from '../../lib/branch-scope';
import { containsPattern } from '../../lib/list-query';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { debiturFiles, debiturs } from '../debiturs/debiturs.table';
import { users } from '../users/users.table';
import {
  creditApplicationDocuments,
  creditApplicationDocumentVersions,
  creditApplicationEvents,
  documentCategories,
  documentTypes,
} from './documents.table';

export type DocumentTypeRow = typeof documentTypes.$inferSelect;
export type DocumentRow = typeof creditApplicationDocuments.$inferSelect;
export type DocumentVersionRow = typeof creditApplicationDocumentVersions.$inferSelect;
export type CategoryRow = typeof documentCategories.$inferSelect;

/** Inside one transaction now() stands still; the clock keeps several writes of it in order. */
const clock = sql`clock_timestamp()`;

/** What the mandatory rule reads of a debitur: its type and marital status. */
/** A debitur's type and marital status; with a scope, only when the debitur is inside it. */
export const findDebiturProfile = async (executor: Executor, id: string, scope?: BranchScope) => {
  const [row] = await executor
    .select({ id: debiturs.id, type: debiturs.type, maritalStatus: debiturs.maritalStatus })
    .from(debiturs)
    .where(
      and(
        eq(debiturs.id, id),
        scope ? branchScopeCondition(scope, debiturs.relatedBranchId) : undefined,
      ),
    );
  return row;
};

/**
 * What the document tree of an application needs to know of it, if the actor's scope holds it:
 * its type and its debitur's (the mandatory rule reads the debitur's marital status).
 */
const applicationProfileStatement = preparedPerDatabase((executor) =>
  executor
    .select({
      applicationType: creditApplications.type,
      debiturType: debiturs.type,
      maritalStatus: debiturs.maritalStatus,
    })
    .from(creditApplications)
    .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId))
    .where(
      and(
        eq(creditApplications.id, sql.placeholder('id')),
        preparedScopeCondition(creditApplications.branchId, creditApplications.createdBy),
      ),
    )
    .prepare('document_tree_application_profile'),
);

export const findApplicationProfile = async (executor: Executor, id: string, scope: BranchScope) =>
  (await applicationProfileStatement(executor).execute({ id, ...scopeParameters(scope) }))[0];

const categoriesStatement = preparedPerDatabase((executor) =>
  executor
    .select()
    .from(documentCategories)
    .orderBy(asc(documentCategories.position))
    .prepare('document_categories_in_order'),
);

export const listCategories = (executor: Executor) => categoriesStatement(executor).execute();

const typesOfApplicationStatement = preparedPerDatabase((executor) =>
  executor
    .select()
    .from(documentTypes)
    .where(
      or(
        isNull(documentTypes.applicationId),
        eq(documentTypes.applicationId, sql.placeholder('applicationId')),
      ),
    )
    .orderBy(asc(documentTypes.position), asc(documentTypes.createdAt), asc(documentTypes.id))
    .prepare('document_types_of_application'),
);

/** The catalogue's types and the application's own ('Add Other Document'), in screen order. */
export const typesOfApplication = (executor: Executor, applicationId: string) =>
  typesOfApplicationStatement(executor).execute({ applicationId });

/** A type by its code or id, if it is the catalogue's or this application's own. */
export const findTypeOfApplication = async (
  executor: Executor,
  applicationId: string,
  key: { code: string } | { id: string },
) => {
  const [row] = await executor
    .select()
    .from(documentTypes)
    .where(
      and(
        'code' in key ? eq(documentTypes.code, key.code) : eq(documentTypes.id, key.id),
        or(isNull(documentTypes.applicationId), eq(documentTypes.applicationId, applicationId)),
      ),
    );
  return row;
};

/** The application's own type of that name (case aside), so a second file joins the first. */
export const findOwnTypeByTitle = async (
  executor: Executor,
  applicationId: string,
  title: string,
) => {
  const [row] = await executor
    .select()
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.applicationId, applicationId),
        sql`lower(${documentTypes.title}) = lower(${title})`,
      ),
    );
  return row;
};

export const insertType = async (executor: Executor, values: typeof documentTypes.$inferInsert) => {
  const [row] = await executor.insert(documentTypes).values(values).returning();
  if (!row) throw new Error('insert into document_types returned no row');
  return row;
};

export const renameType = (executor: Executor, id: string, title: string) =>
  executor.update(documentTypes).set({ title }).where(eq(documentTypes.id, id));

export const deleteType = (executor: Executor, id: string) =>
  executor.delete(documentTypes).where(eq(documentTypes.id, id));

const createdByName = users.name;

const documentsOfApplicationStatement = preparedPerDatabase((executor) =>
  executor
    .select({
      document: creditApplicationDocuments,
      typeCode: documentTypes.code,
      typeTitle: documentTypes.title,
      categoryCode: documentTypes.categoryCode,
      categoryTitle: documentCategories.title,
      createdByName,
    })
    .from(creditApplicationDocuments)
    .innerJoin(documentTypes, eq(documentTypes.id, creditApplicationDocuments.typeId))
    .innerJoin(documentCategories, eq(documentCategories.code, documentTypes.categoryCode))
    .innerJoin(users, eq(users.id, creditApplicationDocuments.createdBy))
    .where(eq(creditApplicationDocuments.applicationId, sql.placeholder('applicationId')))
    .orderBy(
      asc(documentCategories.position),
      asc(documentTypes.position),
      asc(documentTypes.createdAt),
      asc(creditApplicationDocuments.createdAt),
      asc(creditApplicationDocuments.id),
    )
    .prepare('documents_of_application'),
);

/** Every document of an application with its type and category, in screen order. */
export const documentsOfApplication = (executor: Executor, applicationId: string) =>
  documentsOfApplicationStatement(executor).execute({ applicationId });
export type DocumentRecord = Awaited<ReturnType<typeof documentsOfApplication>>[number];

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
    .innerJoin(
      creditApplicationDocuments,
      eq(creditApplicationDocuments.id, creditApplicationDocumentVersions.documentId),
    )
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

/** The codes of the types that hold at least one document in the application. */
export const presentTypeCodes = async (executor: Executor, applicationId: string) =>
  (
    await executor
      .selectDistinct({ code: documentTypes.code })
      .from(creditApplicationDocuments)
      .innerJoin(documentTypes, eq(documentTypes.id, creditApplicationDocuments.typeId))
      .where(eq(creditApplicationDocuments.applicationId, applicationId))
  ).map((row) => row.code);

export const findDocument = async (
  executor: Executor,
  where: { applicationId: string; typeId: string; documentId: string },
) => {
  const [row] = await executor
    .select()
    .from(creditApplicationDocuments)
    .where(
      and(
        eq(creditApplicationDocuments.id, where.documentId),
        eq(creditApplicationDocuments.applicationId, where.applicationId),
        eq(creditApplicationDocuments.typeId, where.typeId),
      ),
    );
  return row;
};

export const insertDocument = async (
  executor: Executor,
  values: typeof creditApplicationDocuments.$inferInsert,
) => {
  const [row] = await executor
    .insert(creditApplicationDocuments)
    .values({ ...values, createdAt: clock, updatedAt: clock })
    .returning();
  if (!row) throw new Error('insert into credit_application_documents returned no row');
  return row;
};

export const updateDocument = (
  executor: Executor,
  id: string,
  values: Partial<Pick<DocumentRow, 'metadata' | 'dueDate' | 'statusDocument'>>,
) =>
  executor
    .update(creditApplicationDocuments)
    .set({ ...values, updatedAt: clock })
    .where(eq(creditApplicationDocuments.id, id));

export const deleteDocument = (executor: Executor, id: string) =>
  executor.delete(creditApplicationDocuments).where(eq(creditApplicationDocuments.id, id));

export const countDocumentsOfType = async (executor: Executor, typeId: string) => {
  const [row] = await executor
    .select({ value: sql<number>`count(*)::int` })
    .from(creditApplicationDocuments)
    .where(eq(creditApplicationDocuments.typeId, typeId));
  return row?.value ?? 0;
};

export const insertVersion = async (
  executor: Executor,
  values: typeof creditApplicationDocumentVersions.$inferInsert,
) => {
  const [row] = await executor
    .insert(creditApplicationDocumentVersions)
    .values({ ...values, createdAt: clock })
    .returning();
  if (!row) throw new Error('insert into credit_application_document_versions returned no row');
  return row;
};

export const storageKeysOfDocument = async (executor: Executor, documentId: string) =>
  (
    await executor
      .select({ storageKey: creditApplicationDocumentVersions.storageKey })
      .from(creditApplicationDocumentVersions)
      .where(eq(creditApplicationDocumentVersions.documentId, documentId))
  ).map((row) => row.storageKey);

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
    .innerJoin(
      creditApplicationDocuments,
      eq(creditApplicationDocuments.id, creditApplicationDocumentVersions.documentId),
    )
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

/** What the earlier files of a debitur have in common, wherever they come from. */
export interface EarlierFileRecord {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  source: 'debitur' | 'credit-application';
  type: string;
  creditAppNo: string | null;
  createdAt: Date;
}

/** The debitur's master-data documents (not photos), newest first. */
const debiturFilesOf = (
  executor: Executor,
  debiturId: string,
  filter: { type?: string; search?: string; fileId?: string },
) =>
  executor
    .select({
      id: debiturFiles.id,
      name: debiturFiles.name,
      contentType: debiturFiles.contentType,
      size: debiturFiles.size,
      sha256: debiturFiles.sha256,
      storageKey: debiturFiles.storageKey,
      type: debiturFiles.category,
      createdAt: debiturFiles.createdAt,
    })
    .from(debiturFiles)
    .where(
      and(
        eq(debiturFiles.debiturId, debiturId),
        ne(debiturFiles.category, DEBITUR_PHOTO_CATEGORY),
        filter.fileId ? eq(debiturFiles.id, filter.fileId) : undefined,
        filter.type ? sql`lower(${debiturFiles.category}) = lower(${filter.type})` : undefined,
        filter.search ? ilike(debiturFiles.name, containsPattern(filter.search)) : undefined,
      ),
    )
    .orderBy(desc(debiturFiles.createdAt), desc(debiturFiles.id));

/** The current file of every document in the debitur's applications, newest first. */
const applicationFilesOf = (
  executor: Executor,
  debiturId: string,
  filter: { type?: string; search?: string; fileId?: string },
) => {
  const current = sql`${creditApplicationDocumentVersions.id} = (
    select v.id from credit_application_document_versions v
    where v.document_id = ${creditApplicationDocuments.id}
    order by v.created_at desc, v.id desc limit 1)`;
  return executor
    .select({
      id: creditApplicationDocumentVersions.id,
      name: creditApplicationDocumentVersions.name,
      contentType: creditApplicationDocumentVersions.contentType,
      size: creditApplicationDocumentVersions.size,
      sha256: creditApplicationDocumentVersions.sha256,
      storageKey: creditApplicationDocumentVersions.storageKey,
      type: documentTypes.title,
      creditAppNo: creditApplications.creditAppNo,
      createdAt: creditApplicationDocumentVersions.createdAt,
    })
    .from(creditApplicationDocuments)
    .innerJoin(
      creditApplications,
      eq(creditApplications.id, creditApplicationDocuments.applicationId),
    )
    .innerJoin(documentTypes, eq(documentTypes.id, creditApplicationDocuments.typeId))
    .innerJoin(
      creditApplicationDocumentVersions,
      eq(creditApplicationDocumentVersions.documentId, creditApplicationDocuments.id),
    )
    .where(
      and(
        eq(creditApplications.debiturId, debiturId),
        filter.fileId ? eq(creditApplicationDocumentVersions.id, filter.fileId) : current,
        filter.type
          ? or(
              eq(documentTypes.code, filter.type),
              sql`lower(${documentTypes.title}) = lower(${filter.type})`,
            )
          : undefined,
        filter.search
          ? ilike(creditApplicationDocumentVersions.name, containsPattern(filter.search))
          : undefined,
      ),
    )
    .orderBy(
      desc(creditApplicationDocumentVersions.createdAt),
      desc(creditApplicationDocumentVersions.id),
    );
};

/** The debitur's earlier files: master-data documents and those of its applications. */
export const earlierFilesOf = async (
  executor: Executor,
  debiturId: string,
  filter: { type?: string; search?: string; fileId?: string },
): Promise<EarlierFileRecord[]> => {
  const [own, applications] = await Promise.all([
    debiturFilesOf(executor, debiturId, filter),
    applicationFilesOf(executor, debiturId, filter),
  ]);
  return [
    ...own.map((row) => ({ ...row, source: 'debitur' as const, creditAppNo: null })),
    ...applications.map((row) => ({ ...row, source: 'credit-application' as const })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
};

export const appendEvent = (
  executor: Executor,
  values: Omit<typeof creditApplicationEvents.$inferInsert, 'id' | 'createdAt'>,
) => executor.insert(creditApplicationEvents).values({ ...values, createdAt: clock });

/** The application's timeline, newest first. */
export const eventsOfApplication = (executor: Executor, applicationId: string) =>
  executor
    .select({ event: creditApplicationEvents, createdByName })
    .from(creditApplicationEvents)
    .innerJoin(users, eq(users.id, creditApplicationEvents.createdBy))
    .where(eq(creditApplicationEvents.applicationId, applicationId))
    .orderBy(desc(creditApplicationEvents.createdAt), desc(creditApplicationEvents.id));
