import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { ReportDefinition } from '@creditdesk/domain/reports/report-definition';
import type { Executor } from '../../db/client';
import { creditApplications } from '../credit-applications/credit-applications.table';
import {
  creditApplicationDocuments as documents,
  documentTypes,
} from '../documents/documents.table';
import { users } from '../users/users.table';
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
