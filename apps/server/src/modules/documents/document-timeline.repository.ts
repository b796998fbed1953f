import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { anyRowWhere, columnValues } from '../../core/column-reads';
import { statementClock } from '../../db/columns';
import { users } from '../users/users.table';
import {
  creditApplicationDecidedVersions,
  creditApplicationDocuments,
  creditApplicationDocumentVersions,
  creditApplicationEvents,
  documentsOfApplicationWhere,
  versionOfDocument,
} from './documents.table';

const createdByName = users.name;

export const appendEvent = (
  executor: Executor,
  values: Omit<typeof creditApplicationEvents.$inferInsert, 'id' | 'createdAt'>,
) => executor.insert(creditApplicationEvents).values({ ...values, createdAt: statementClock });

/** The application's timeline, newest first. */
export const eventsOfApplication = (executor: Executor, applicationId: string) =>
  executor
    .select({ event: creditApplicationEvents, createdByName })
    .from(creditApplicationEvents)
    .innerJoin(users, eq(users.id, creditApplicationEvents.createdBy))
    .where(eq(creditApplicationEvents.applicationId, applicationId))
    .orderBy(desc(creditApplicationEvents.createdAt), desc(creditApplicationEvents.id));

/** The application was submitted for review at least once: from then on no version leaves. */
export const wasSubmitted = (executor: Executor, applicationId: string) =>
  anyRowWhere(
    executor,
    creditApplicationEvents,
    and(
      eq(creditApplicationEvents.applicationId, applicationId),
      eq(creditApplicationEvents.event, 'submitted'),
    ),
  );

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
    await columnValues(
      executor,
      creditApplicationDecidedVersions.versionId,
      eq(creditApplicationDecidedVersions.eventId, eventId),
    ),
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
    .innerJoin(creditApplicationDocuments, versionOfDocument)
    .where(documentsOfApplicationWhere(applicationId))
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
