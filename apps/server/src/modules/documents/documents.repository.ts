import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import {
  branchScopeCondition,
  preparedScopeCondition,
  scopeParameters,
  type BranchScope,
} from '../../core/branch-scope';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { debiturs } from '../debiturs/debiturs.table';
import { users } from '../users/users.table';
import {
  creditApplicationDecidedVersions,
  creditApplicationDocuments,
  creditApplicationDocumentVersions,
  creditApplicationEvents,
  documentCategories,
  documentTypes,
} from './documents.table';
import { insertOne } from '../../kit/record-repository';

export type DocumentRow = typeof creditApplicationDocuments.$inferSelect;
export type DocumentVersionRow = typeof creditApplicationDocumentVersions.$inferSelect;

/** Inside one transaction now() stands still; the clock keeps several writes of it in order. */
const clock = sql`clock_timestamp()`;

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

const createdByName = users.name;

const remover = alias(users, 'remover');

const documentsOfApplicationStatement = (removed: boolean) =>
  preparedPerDatabase((executor) =>
    executor
      .select({
        document: creditApplicationDocuments,
        typeCode: documentTypes.code,
        typeTitle: documentTypes.title,
        categoryCode: documentTypes.categoryCode,
        categoryTitle: documentCategories.title,
        createdByName,
        removedByName: remover.name,
      })
      .from(creditApplicationDocuments)
      .innerJoin(documentTypes, eq(documentTypes.id, creditApplicationDocuments.typeId))
      .innerJoin(documentCategories, eq(documentCategories.code, documentTypes.categoryCode))
      .innerJoin(users, eq(users.id, creditApplicationDocuments.createdBy))
      .leftJoin(remover, eq(remover.id, creditApplicationDocuments.removedBy))
      .where(
        and(
          eq(creditApplicationDocuments.applicationId, sql.placeholder('applicationId')),
          removed
            ? sql`${creditApplicationDocuments.removedAt} is not null`
            : isNull(creditApplicationDocuments.removedAt),
        ),
      )
      .orderBy(
        asc(documentCategories.position),
        asc(documentTypes.position),
        asc(documentTypes.createdAt),
        asc(creditApplicationDocuments.createdAt),
        asc(creditApplicationDocuments.id),
      )
      .prepare(removed ? 'removed_documents_of_application' : 'documents_of_application'),
  );
const currentDocumentsStatement = documentsOfApplicationStatement(false);
const removedDocumentsStatement = documentsOfApplicationStatement(true);

/** The current documents of an application with their type and category, in screen order. */
export const documentsOfApplication = (executor: Executor, applicationId: string) =>
  currentDocumentsStatement(executor).execute({ applicationId });
export type DocumentRecord = Awaited<ReturnType<typeof documentsOfApplication>>[number];

/** The documents removed from the current set after submission, their versions kept. */
export const removedDocumentsOfApplication = (executor: Executor, applicationId: string) =>
  removedDocumentsStatement(executor).execute({ applicationId });

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
      .where(
        and(
          eq(creditApplicationDocuments.applicationId, applicationId),
          isNull(creditApplicationDocuments.removedAt),
        ),
      )
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
        isNull(creditApplicationDocuments.removedAt),
      ),
    );
  return row;
};

export const insertDocument = (
  executor: Executor,
  values: typeof creditApplicationDocuments.$inferInsert,
) =>
  insertOne(executor, creditApplicationDocuments, {
    ...values,
    createdAt: clock,
    updatedAt: clock,
  });

export const updateDocument = (
  executor: Executor,
  id: string,
  values: Partial<Pick<DocumentRow, 'metadata' | 'dueDate' | 'statusDocument'>>,
) =>
  executor
    .update(creditApplicationDocuments)
    .set({ ...values, updatedAt: clock })
    .where(eq(creditApplicationDocuments.id, id));

/** Takes a document out of the current set; its versions and their bytes stay. */
export const markDocumentRemoved = (executor: Executor, id: string, removedBy: string) =>
  executor
    .update(creditApplicationDocuments)
    .set({ removedAt: clock, removedBy, updatedAt: clock })
    .where(eq(creditApplicationDocuments.id, id));

export const deleteDocument = (executor: Executor, id: string) =>
  executor.delete(creditApplicationDocuments).where(eq(creditApplicationDocuments.id, id));

/** Counts every document of the type, removed ones included (they still reference it). */
export const countDocumentsOfType = async (executor: Executor, typeId: string) => {
  const [row] = await executor
    .select({ value: sql<number>`count(*)::int` })
    .from(creditApplicationDocuments)
    .where(eq(creditApplicationDocuments.typeId, typeId));
  return row?.value ?? 0;
};

export const insertVersion = (
  executor: Executor,
  values: typeof creditApplicationDocumentVersions.$inferInsert,
) => insertOne(executor, creditApplicationDocumentVersions, { ...values, createdAt: clock });

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

/** The application was submitted for review at least once: from then on no version leaves. */
export const wasSubmitted = async (executor: Executor, applicationId: string) => {
  const [row] = await executor
    .select({ id: creditApplicationEvents.id })
    .from(creditApplicationEvents)
    .where(
      and(
        eq(creditApplicationEvents.applicationId, applicationId),
        eq(creditApplicationEvents.event, 'submitted'),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** The application's latest review decision (its timeline entry), if it has one. */
export const latestDecision = async (executor: Executor, applicationId: string) => {
  const [row] = await executor
    .select({ event: creditApplicationEvents, createdByName })
    .from(creditApplicationEvents)
    .innerJoin(users, eq(users.id, creditApplicationEvents.createdBy))
    .where(
      and(
        eq(creditApplicationEvents.applicationId, applicationId),
        inArray(creditApplicationEvents.event, ['approved', 'rejected']),
      ),
    )
    .orderBy(desc(creditApplicationEvents.createdAt), desc(creditApplicationEvents.id))
    .limit(1);
  return row;
};
export type DecisionRecord = NonNullable<Awaited<ReturnType<typeof latestDecision>>>;

/** The ids of the versions a decision saw. */
export const decidedVersionIds = async (executor: Executor, eventId: string) =>
  new Set(
    (
      await executor
        .select({ versionId: creditApplicationDecidedVersions.versionId })
        .from(creditApplicationDecidedVersions)
        .where(eq(creditApplicationDecidedVersions.eventId, eventId))
    ).map((row) => row.versionId),
  );

/**
 * Records what the decision `eventId` saw: the current version of each current document of the
 * application. Answers those versions' ids and hashes.
 */
export const recordDecidedVersions = async (
  executor: Executor,
  applicationId: string,
  eventId: string,
) => {
  const current = await executor
    .selectDistinctOn([creditApplicationDocumentVersions.documentId], {
      id: creditApplicationDocumentVersions.id,
      sha256: creditApplicationDocumentVersions.sha256,
    })
    .from(creditApplicationDocumentVersions)
    .innerJoin(
      creditApplicationDocuments,
      eq(creditApplicationDocuments.id, creditApplicationDocumentVersions.documentId),
    )
    .where(
      and(
        eq(creditApplicationDocuments.applicationId, applicationId),
        isNull(creditApplicationDocuments.removedAt),
      ),
    )
    .orderBy(
      creditApplicationDocumentVersions.documentId,
      desc(creditApplicationDocumentVersions.createdAt),
      desc(creditApplicationDocumentVersions.id),
    );
  if (current.length > 0)
    await executor
      .insert(creditApplicationDecidedVersions)
      .values(current.map((version) => ({ eventId, versionId: version.id })));
  return current;
};

/** The latest decision of the application and the versions it saw, if it was decided. */
export const latestDecisionSeen = async (executor: Executor, applicationId: string) => {
  const record = await latestDecision(executor, applicationId);
  if (!record) return undefined;
  return {
    record,
    at: record.event.createdAt,
    versionIds: await decidedVersionIds(executor, record.event.id),
  };
};
