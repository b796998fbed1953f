import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canonicalStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import {
  badgeCondition,
  type PageFilter,
  type ReportBadge,
  type ReportDefinition,
} from '@creditdesk/domain/reports/report-catalogue';
import type { ReportListQuery } from '@creditdesk/domain/reports/reports.schemas';
import type { Executor } from '../../db/client';
import { branchScopeCondition, type BranchScope } from '../../lib/branch-scope';
import { anyOf, applyPage, containsPattern, orderBy, pageWindow } from '../../lib/list-query';
import { branches } from '../branches/branches.table';
import {
  creditApplicationFacilities,
  creditApplications,
} from '../credit-applications/credit-applications.table';
import { debiturs } from '../debiturs/debiturs.table';
import { creditApplicationDocuments, documentTypes } from '../documents/documents.table';
import { groups } from '../groups/groups.table';
import { users } from '../users/users.table';
import { reportReminders } from './reports.table';

const documents = creditApplicationDocuments;
const newer = alias(creditApplicationDocuments, 'newer_document');

/** A metadata value as text, '' when the field is absent. */
const metaText = (field: string) => sql<string>`coalesce(${documents.metadata} ->> ${field}, '')`;

/** True when the report's rule says the item is closed (design: the 'done' rule). */
export const doneExpression = (definition: ReportDefinition): SQL<boolean> => {
  const rule = definition.done;
  if (!rule) return sql<boolean>`false`;
  if (rule.kind === 'equals') return sql<boolean>`(${metaText(rule.field)} = ${rule.value})`;
  if (rule.kind === 'filled') return sql<boolean>`(${metaText(rule.field)} <> '')`;
  return sql<boolean>`exists (select 1 from ${documents} as ${sql.identifier('newer_document')} where ${newer.applicationId} = ${documents.applicationId}
    and ${newer.typeId} = ${documents.typeId} and ${newer.createdAt} > ${documents.createdAt})`;
};

/** The claim period in days, 0 when absent (a number field holds digits, but never trust it). */
const graceDays = (definition: ReportDefinition): SQL<number> =>
  definition.graceDaysField
    ? sql<number>`(case when ${metaText(definition.graceDaysField)} ~ '^[0-9]{1,5}$'
        then (${metaText(definition.graceDaysField)})::int else 0 end)`
    : sql<number>`0`;

/** The items of one badge, on the bank's `today`. */
export const badgeFilter = (definition: ReportDefinition, badge: ReportBadge, today: string) => {
  const condition = badgeCondition(definition, badge, today);
  const done = doneExpression(definition);
  const from = condition.dueFrom ? gte(documents.dueDate, condition.dueFrom) : undefined;
  const claimEnd = sql`(${documents.dueDate} + ${graceDays(definition)})`;
  return and(
    condition.done ? done : not(done),
    condition.withoutDue ? or(isNull(documents.dueDate), from) : from,
    condition.dueTo ? lte(documents.dueDate, condition.dueTo) : undefined,
    condition.claim === 'within' ? sql`${claimEnd} >= ${today}::date` : undefined,
    condition.claim === 'past' ? sql`${claimEnd} < ${today}::date` : undefined,
  );
};

const pageFilterCondition = (filter: PageFilter, value: unknown): SQL | undefined => {
  if (value === undefined || value === '') return undefined;
  switch (filter.kind) {
    case 'contains':
      return ilike(metaText(filter.field), containsPattern(String(value)));
    case 'option':
      return (value as string[]).length
        ? sql`${metaText(filter.field)} = any(${sql.param(value)}::text[])`
        : undefined;
    case 'type':
      return (value as string[]).length ? anyOf(documentTypes.code, value as string[]) : undefined;
    case 'filled':
      return value === 'yes'
        ? sql`${metaText(filter.field)} <> ''`
        : sql`${metaText(filter.field)} = ''`;
  }
};

/** The documents a report holds for the query, in the user's scope, on live applications. */
const reportConditions = (
  definition: ReportDefinition,
  query: ReportListQuery,
  scope: BranchScope,
  today: string,
) => {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const statuses = query.status?.map((name) => canonicalStatus(name) ?? name);
  return and(
    anyOf(documentTypes.code, definition.typeCodes),
    definition.match
      ? sql`${metaText(definition.match.field)} = ${definition.match.value}`
      : undefined,
    eq(creditApplications.isArchive, false),
    branchScopeCondition(scope, creditApplications.branchId, creditApplications.createdBy),
    pattern
      ? or(
          ilike(creditApplications.creditAppNo, pattern),
          ilike(debiturs.fullName, pattern),
          ilike(debiturs.companyName, pattern),
          ...definition.searchFields.map((field) => ilike(metaText(field), pattern)),
        )
      : undefined,
    query.groupId?.length ? inArray(creditApplications.groupId, query.groupId) : undefined,
    query.branchId?.length ? inArray(creditApplications.branchId, query.branchId) : undefined,
    query.debitur?.length ? inArray(creditApplications.debiturId, query.debitur) : undefined,
    query.creditType?.length
      ? inArray(creditApplications.creditTypeId, query.creditType)
      : undefined,
    statuses?.length ? inArray(creditApplications.status, statuses) : undefined,
    query.facilities?.length
      ? sql`exists (select 1 from ${creditApplicationFacilities}
          where ${creditApplicationFacilities.applicationId} = ${creditApplications.id}
          and ${anyOf(creditApplicationFacilities.facilityId, query.facilities)})`
      : undefined,
    query.dueFrom ? gte(documents.dueDate, query.dueFrom) : undefined,
    query.dueTo ? lte(documents.dueDate, query.dueTo) : undefined,
    query.badge?.length
      ? or(...query.badge.map((badge) => badgeFilter(definition, badge as ReportBadge, today)))
      : undefined,
    ...definition.pageFilters.map((filter) => pageFilterCondition(filter, query[filter.key])),
  );
};

/** The overdue and due-in-30-days items of a report in the scope: the dashboard's counts. */
export const countDueItems = async (
  executor: Executor,
  definition: ReportDefinition,
  scope: BranchScope,
  today: string,
) => {
  const [counts] = await executor
    .select({
      overdue:
        sql<number>`count(*) filter (where ${badgeFilter(definition, 'overdue', today)})`.mapWith(
          Number,
        ),
      dueIn30:
        sql<number>`count(*) filter (where ${badgeFilter(definition, 'due-30', today)})`.mapWith(
          Number,
        ),
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .innerJoin(creditApplications, eq(creditApplications.id, documents.applicationId))
    .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId))
    .where(
      and(
        reportConditions(definition, { page: 1, limit: 1, unpaged: false }, scope, today),
        lte(documents.dueDate, badgeCondition(definition, 'due-30', today).dueTo ?? today),
      ),
    );
  return { overdue: counts?.overdue ?? 0, dueIn30: counts?.dueIn30 ?? 0 };
};

const selection = (definition: ReportDefinition) => ({
  id: documents.id,
  metadata: documents.metadata,
  dueDate: documents.dueDate,
  done: doneExpression(definition),
  graceDays: graceDays(definition),
  typeCode: documentTypes.code,
  typeTitle: documentTypes.title,
  category: documentTypes.categoryCode,
  applicationId: creditApplications.id,
  creditAppNo: creditApplications.creditAppNo,
  status: creditApplications.status,
  tenorEndDate: creditApplications.tenorEndDate,
  debiturId: debiturs.id,
  debiturName: sql<string | null>`coalesce(${debiturs.fullName}, ${debiturs.companyName})`,
  groupId: groups.id,
  groupName: groups.name,
  branchId: branches.id,
  branchName: branches.name,
  createdById: documents.createdBy,
  createdByName: users.name,
});
export type ReportRecord = Awaited<ReturnType<typeof listReport>>['rows'][number];

/** The sort keys beside the default order; `daysLeft` sorts by the due date. */
const SORTABLE = {
  created: documents.createdAt,
  daysLeft: documents.dueDate,
  creditAppNo: creditApplications.creditAppNo,
};

/**
 * One page of a report and its total. Each row is one document (its current file is the newest
 * version, so earlier versions never count); overdue first, closed items last.
 */
export const listReport = async (
  executor: Executor,
  definition: ReportDefinition,
  query: ReportListQuery,
  scope: BranchScope,
  today: string,
) => {
  const where = reportConditions(definition, query, scope, today);
  const order =
    query.sortBy || query.sort
      ? orderBy(query, SORTABLE, documents.id)
      : [
          ...(definition.done ? [asc(doneExpression(definition))] : []),
          sql`${documents.dueDate} asc nulls last`,
          asc(documents.id),
        ];
  const rows = await applyPage(
    executor
      .select(selection(definition))
      .from(documents)
      .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
      .innerJoin(creditApplications, eq(creditApplications.id, documents.applicationId))
      .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId))
      .leftJoin(groups, eq(groups.id, creditApplications.groupId))
      .leftJoin(branches, eq(branches.id, creditApplications.branchId))
      .innerJoin(users, eq(users.id, documents.createdBy))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    pageWindow(query),
  );
  const [total] = await executor
    .select({ total: count() })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .innerJoin(creditApplications, eq(creditApplications.id, documents.applicationId))
    .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
};

/**
 * The items of a report a reminder should tell their application's creator about: overdue, or
 * due within 30 days, and not mailed for that reason before; none of a creator who already had
 * his mail on `today`.
 */
export const findItemsToRemind = (
  executor: Executor,
  definition: ReportDefinition,
  today: string,
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
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .innerJoin(creditApplications, eq(creditApplications.id, documents.applicationId))
    .innerJoin(users, eq(users.id, creditApplications.createdBy))
    .where(
      and(
        anyOf(documentTypes.code, definition.typeCodes),
        definition.match
          ? sql`${metaText(definition.match.field)} = ${definition.match.value}`
          : undefined,
        eq(creditApplications.isArchive, false),
        eq(users.isActive, true),
        or(overdue, badgeFilter(definition, 'due-30', today)),
        sql`not exists (select 1 from ${reportReminders} where ${reportReminders.documentId} = ${documents.id}
          and ${reportReminders.kind} = ${kind})`,
        sql`not exists (select 1 from ${reportReminders} where ${reportReminders.userId} = ${users.id}
          and ${reportReminders.day} = ${today}::date)`,
      ),
    )
    .orderBy(asc(documents.dueDate), asc(documents.id));
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
