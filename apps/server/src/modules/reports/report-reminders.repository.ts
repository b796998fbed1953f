import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { ReportDefinition } from '@creditdesk/domain/reports/report-definition';
import type { Executor } from '../../db/client';
import { creditApplications } from '../credit-applications/credit-applications.table';
import {
  creditApplicationDocuments as documents,
  documentTypes,
} from '../documents/documents.table';
import { scheduledJobs } from '../../plugins/jobs/jobs.table';
import { documentDeferrals as deferrals } from '../documents/document-deferrals.table';
import { users } from '../users/users.table';
import { openDeferral } from './dokumen-tbo.repository';
import { badgeFilter } from './report-rules';
import { reportItems as items, reportReminders } from './reports.table';

/**
 * The items of a report a reminder should tell one application creator about: overdue, or due
 * within 30 days, and not mailed for that reason before; none when he already had his mail on
 * `today`. `report_items_creator_idx` holds each creator's open items by due date.
 */
export const findItemsToRemind = (
  executor: Executor,
  definition: ReportDefinition,
  today: string,
  creatorId: string,
) => {
  const overdue = badgeFilter(definition, 'overdue', today);
  const kind = sql<'overdue' | 'due-30'>`(case when ${overdue} then 'overdue' else 'due-30' end)`;
  return executor
    .select({
      documentId: documents.id,
      kind,
      dueDate: documents.dueDate,
      metadata: documents.metadata,
      typeTitle: documentTypes.title,
      creditAppNo: creditApplications.creditAppNo,
      userId: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(items)
    .innerJoin(documents, eq(documents.id, items.documentId))
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .innerJoin(creditApplications, eq(creditApplications.id, items.applicationId))
    .innerJoin(users, eq(users.id, items.creatorId))
    .where(
      and(
        eq(items.creatorId, creatorId),
        eq(items.report, definition.slug),
        eq(items.live, true),
        eq(items.done, false),
        eq(users.isActive, true),
        or(overdue, badgeFilter(definition, 'due-30', today)),
        sql`not exists (select 1 from ${reportReminders} where ${reportReminders.documentId} = ${documents.id}
          and ${reportReminders.kind} = ${kind})`,
        sql`not exists (select 1 from ${reportReminders} where ${reportReminders.userId} = ${users.id}
          and ${reportReminders.day} = ${today}::date)`,
      ),
    )
    .orderBy(asc(items.dueDate), asc(items.documentId));
};

/** The active users who created an application with an open report item: whom to remind. */
export const creatorsWithOpenItems = async (executor: Executor) => {
  const rows = await executor
    .selectDistinct({ id: items.creatorId })
    .from(items)
    .innerJoin(users, eq(users.id, items.creatorId))
    .where(and(eq(items.live, true), eq(items.done, false), eq(users.isActive, true)));
  return rows.map((row) => row.id);
};

/** Notes the items a mail tells about; answers those no other run noted first. */
export const noteReminders = (
  executor: Executor,
  rows: { documentId: string; kind: string; userId: string; day: string }[],
) =>
  executor
    .insert(reportReminders)
    .values(rows)
    .onConflictDoNothing()
    .returning({ documentId: reportReminders.documentId, kind: reportReminders.kind });

/** Open deferrals of live applications created by `creatorId` (or any creator) promised by `until`. */
const deferralsDueBy = (until: string, creatorId?: string) =>
  and(
    openDeferral,
    lte(deferrals.promisedDate, until),
    eq(creditApplications.isArchive, false),
    creatorId ? eq(creditApplications.createdBy, creatorId) : undefined,
  );

/** The active users whose applications hold an open deferral promised by `until`: whom to remind. */
export const creatorsWithDueDeferrals = async (executor: Executor, until: string) => {
  const rows = await executor
    .selectDistinct({ id: creditApplications.createdBy })
    .from(deferrals)
    .innerJoin(creditApplications, eq(creditApplications.id, deferrals.applicationId))
    .innerJoin(users, eq(users.id, creditApplications.createdBy))
    .where(and(deferralsDueBy(until), eq(users.isActive, true)));
  return rows.map((row) => row.id);
};

/**
 * One creator's open deferrals promised by `until` (overdue ones included), the earliest first,
 * with what the mail names: the application, the document type and the promised date.
 */
export const findDeferralsToRemind = (executor: Executor, creatorId: string, until: string) =>
  executor
    .select({
      creditAppNo: creditApplications.creditAppNo,
      typeTitle: documentTypes.title,
      promisedDate: deferrals.promisedDate,
      status: deferrals.status,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(deferrals)
    .innerJoin(creditApplications, eq(creditApplications.id, deferrals.applicationId))
    .innerJoin(documentTypes, eq(documentTypes.id, deferrals.typeId))
    .innerJoin(users, eq(users.id, creditApplications.createdBy))
    .where(and(deferralsDueBy(until, creatorId), eq(users.isActive, true)))
    .orderBy(asc(deferrals.promisedDate), asc(deferrals.id));

/**
 * Claims a user's reminder mail of the day, once across every instance and restart: his row in
 * `scheduled_jobs` (`reminder-mail:<user>`) is due again at `nextDay`, and only a claim made
 * while it is due succeeds. The mail's own transaction makes it, so a failed mail leaves it due.
 * A deferral has no document for `report_reminders` to note, so this is what keeps a creator
 * with deferrals alone to one mail a day.
 */
export const claimDailyMail = async (
  executor: Executor,
  userId: string,
  moments: { now: Date; nextDay: Date },
) => {
  const claimed = await executor
    .insert(scheduledJobs)
    .values({
      name: `reminder-mail:${userId}`,
      nextRunAt: moments.nextDay,
      lastStartedAt: moments.now,
      runs: 1,
    })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: {
        nextRunAt: moments.nextDay,
        lastStartedAt: moments.now,
        runs: sql`${scheduledJobs.runs} + 1`,
      },
      setWhere: lte(scheduledJobs.nextRunAt, moments.now),
    })
    .returning({ name: scheduledJobs.name });
  return claimed.length > 0;
};
