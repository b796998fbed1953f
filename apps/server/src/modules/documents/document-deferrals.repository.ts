import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_DEFERRAL_STATUSES } from '@creditdesk/domain/documents/document-deferrals';
import type { Executor } from '../../db/client';
import { anyRowWhere } from '../../core/column-reads';
import { insertOne } from '../../kit/record-repository';
import { users } from '../users/users.table';
import { documentDeferrals } from './document-deferrals.table';
import {
  creditApplicationDocuments,
  documentsOfApplicationWhere,
  documentTypes,
} from './documents.table';

export type DeferralRow = typeof documentDeferrals.$inferSelect;

const requester = alias(users, 'deferral_requester');
const decider = alias(users, 'deferral_decider');

const isOpen = inArray(documentDeferrals.status, [...OPEN_DEFERRAL_STATUSES]);

/** A deferral with the names of who asked for it and who decided on it. */
const namedDeferrals = (executor: Executor) =>
  executor
    .select({
      deferral: documentDeferrals,
      requestedByName: requester.name,
      decidedByName: decider.name,
    })
    .from(documentDeferrals)
    .innerJoin(requester, eq(requester.id, documentDeferrals.createdBy))
    .leftJoin(decider, eq(decider.id, documentDeferrals.decidedBy));
export type DeferralRecord = Awaited<ReturnType<typeof namedDeferrals>>[number];

/** The open deferrals of the application, each type's one. */
export const openDeferralsOfApplication = (executor: Executor, applicationId: string) =>
  namedDeferrals(executor)
    .where(and(eq(documentDeferrals.applicationId, applicationId), isOpen))
    .orderBy(asc(documentDeferrals.createdAt));

/** One deferral with its names. */
export const findNamedDeferral = async (executor: Executor, id: string) => {
  const [row] = await namedDeferrals(executor).where(eq(documentDeferrals.id, id));
  return row;
};

/**
 * The type's latest deferral in the application that meets `condition`, locked until the
 * transaction ends.
 */
const lockTypeDeferral = async (
  executor: Executor,
  applicationId: string,
  typeId: string,
  condition?: SQL,
) => {
  const [row] = await executor
    .select()
    .from(documentDeferrals)
    .where(
      and(
        eq(documentDeferrals.applicationId, applicationId),
        eq(documentDeferrals.typeId, typeId),
        condition,
      ),
    )
    .orderBy(desc(documentDeferrals.createdAt), desc(documentDeferrals.id))
    .limit(1)
    .for('update');
  return row;
};

/** The type's open deferral in the application (there is one at most), locked. */
export const lockOpenDeferral = (executor: Executor, applicationId: string, typeId: string) =>
  lockTypeDeferral(executor, applicationId, typeId, isOpen);

/**
 * The type's latest deferral in the application, locked: the open one when there is one (a new
 * deferral is asked for only once the last one closed), else how the last one ended.
 */
export const lockLatestDeferral = (executor: Executor, applicationId: string, typeId: string) =>
  lockTypeDeferral(executor, applicationId, typeId);

export const insertDeferral = (executor: Executor, values: typeof documentDeferrals.$inferInsert) =>
  insertOne(executor, documentDeferrals, values);

export const updateDeferral = async (
  executor: Executor,
  id: string,
  values: Partial<
    Pick<
      DeferralRow,
      'status' | 'decidedBy' | 'decidedAt' | 'decisionReason' | 'closedAt' | 'receivedDocumentId'
    >
  >,
) => {
  const [row] = await executor
    .update(documentDeferrals)
    .set(values)
    .where(eq(documentDeferrals.id, id))
    .returning();
  if (!row) throw new Error(`deferral ${id} was not updated`);
  return row;
};

/** The codes of the types whose deferral was granted: Submit counts them as present. */
export const grantedTypeCodes = async (executor: Executor, applicationId: string) =>
  (
    await executor
      .select({ code: documentTypes.code })
      .from(documentDeferrals)
      .innerJoin(documentTypes, eq(documentTypes.id, documentDeferrals.typeId))
      .where(
        and(
          eq(documentDeferrals.applicationId, applicationId),
          eq(documentDeferrals.status, 'Granted'),
        ),
      )
  ).map((row) => row.code);

/** The type holds a current document in the application. */
export const typeHasFile = (executor: Executor, applicationId: string, typeId: string) =>
  anyRowWhere(
    executor,
    creditApplicationDocuments,
    and(documentsOfApplicationWhere(applicationId), eq(creditApplicationDocuments.typeId, typeId)),
  );
