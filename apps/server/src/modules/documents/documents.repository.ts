import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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
import { statementClock } from '../../db/columns';
import { insertOne } from '../../kit/record-repository';
import {
  creditApplicationDocuments,
  documentCategories,
  documentsOfApplicationWhere,
  documentTypes,
} from './documents.table';

export type DocumentRow = typeof creditApplicationDocuments.$inferSelect;

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
        createdByName: users.name,
        removedByName: remover.name,
      })
      .from(creditApplicationDocuments)
      .innerJoin(documentTypes, eq(documentTypes.id, creditApplicationDocuments.typeId))
      .innerJoin(documentCategories, eq(documentCategories.code, documentTypes.categoryCode))
      .innerJoin(users, eq(users.id, creditApplicationDocuments.createdBy))
      .leftJoin(remover, eq(remover.id, creditApplicationDocuments.removedBy))
      .where(documentsOfApplicationWhere(sql.placeholder('applicationId'), removed))
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

/** The codes of the types that hold at least one document in the application. */
export const presentTypeCodes = async (executor: Executor, applicationId: string) =>
  (
    await executor
      .selectDistinct({ code: documentTypes.code })
      .from(creditApplicationDocuments)
      .innerJoin(documentTypes, eq(documentTypes.id, creditApplicationDocuments.typeId))
      .where(documentsOfApplicationWhere(applicationId))
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
    createdAt: statementClock,
    updatedAt: statementClock,
  });

export const updateDocument = (
  executor: Executor,
  id: string,
  values: Partial<Pick<DocumentRow, 'metadata' | 'dueDate' | 'statusDocument'>>,
) =>
  executor
    .update(creditApplicationDocuments)
    .set({ ...values, updatedAt: statementClock })
    .where(eq(creditApplicationDocuments.id, id));

/** Takes a document out of the current set; its versions and their bytes stay. */
export const markDocumentRemoved = (executor: Executor, id: string, removedBy: string) =>
  executor
    .update(creditApplicationDocuments)
    .set({ removedAt: statementClock, removedBy, updatedAt: statementClock })
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

/**
 * Keeps the catalogue version an application was first submitted with: a later submission (after
 * a rejection) leaves it as it was, so the file never changes shape.
 */
export const keepCatalogueVersion = (
  executor: Executor,
  applicationId: string,
  versionId: number,
) =>
  executor
    .update(creditApplications)
    .set({
      catalogueVersionId: sql`coalesce(${creditApplications.catalogueVersionId}, ${versionId})`,
    })
    .where(eq(creditApplications.id, applicationId));
