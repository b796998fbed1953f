import { and, asc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PageFilter, ReportDefinition } from '@creditdesk/domain/reports/report-definition';
import { type ReportBadge } from '@creditdesk/domain/reports/report-badges';
import { REPORT_SORT_KEYS, type ReportListQuery } from '@creditdesk/domain/reports/reports.schemas';
import type { Executor } from '../../db/client';
import { branchScopeCondition, type BranchScope } from '../../core/branch-scope';
import {
  anyOf,
  applyPage,
  containsPattern,
  countAtMost,
  countRowsAtMost,
  orderByOr,
  pageWindow,
  sortKey,
  type PageWindow,
  type SortColumns,
} from '../../core/list-query';
import { branches, groupAndBranchColumns } from '../branches/branches.table';
import {
  applicationFilterConditions,
  creditApplications,
} from '../credit-applications/credit-applications.table';
import { debiturs } from '../debiturs/debiturs.table';
import { creditApplicationDocuments, documentTypes } from '../documents/documents.table';
import { groups } from '../groups/groups.table';
import { users } from '../users/users.table';
import { badgeFilter, graceDays, metaText } from './report-rules';
import { reportItems } from './reports.table';

const documents = creditApplicationDocuments;
const items = reportItems;

/** What a read of a report's list goes by: the report, the query, the user's scope and the day. */
export interface ReportRead {
  definition: ReportDefinition;
  query: ReportListQuery;
  scope: BranchScope;
  today: string;
}

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

/** The report's live items in the user's scope: what every page, total and count starts from. */
const itemsInScope = (definition: ReportDefinition, scope: BranchScope) =>
  and(
    eq(items.report, definition.slug),
    eq(items.live, true),
    branchScopeCondition(scope, items.branchId, items.creatorId),
  );

/** The conditions of the query's search and filters; some read the document and its application. */
const filterConditions = ({ definition, query, today }: ReportRead) => {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    pattern
      ? or(
          ilike(creditApplications.creditAppNo, pattern),
          ilike(debiturs.fullName, pattern),
          ilike(debiturs.companyName, pattern),
          ...definition.searchFields.map((field) => ilike(metaText(field), pattern)),
        )
      : undefined,
    query.groupId?.length ? inArray(creditApplications.groupId, query.groupId) : undefined,
    applicationFilterConditions(query),
    query.dueFrom ? gte(items.dueDate, query.dueFrom) : undefined,
    query.dueTo ? lte(items.dueDate, query.dueTo) : undefined,
    query.badge?.length
      ? or(...query.badge.map((badge) => badgeFilter(definition, badge as ReportBadge, today)))
      : undefined,
    ...definition.pageFilters.map((filter) => pageFilterCondition(filter, query[filter.key])),
  );
};

/**
 * Whether the query reads more than the report items hold (a search, a filter of the application
 * or the document, a sort other than the due date): then the rows are joined to
 * their documents and applications before they are filtered.
 */
const readsDocuments = (definition: ReportDefinition, query: ReportListQuery) => {
  const key = query.sortBy || query.sort ? sortKey(query) : 'daysLeft';
  return Boolean(
    query.search ||
    query.groupId?.length ||
    query.branchId?.length ||
    query.debitur?.length ||
    query.creditType?.length ||
    query.status?.length ||
    query.facilities?.length ||
    definition.pageFilters.some((filter) => {
      const value = query[filter.key];
      return value !== undefined && value !== '' && !(Array.isArray(value) && !value.length);
    }) ||
    key !== 'daysLeft',
  );
};

const withDocuments = <T extends PgSelect>(select: T) =>
  select
    .innerJoin(documents, eq(documents.id, items.documentId))
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .innerJoin(creditApplications, eq(creditApplications.id, items.applicationId))
    .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId));

/** The filtered items of the query, as a select of their document ids (ordered or not). */
const filteredItems = (executor: Executor, read: ReportRead) => {
  const select = executor.select({ documentId: items.documentId }).from(items).$dynamic();
  const where = and(itemsInScope(read.definition, read.scope), filterConditions(read));
  return (readsDocuments(read.definition, read.query) ? withDocuments(select) : select).where(
    where,
  );
};

const SORTABLE = {
  created: documents.createdAt,
  daysLeft: items.dueDate,
  creditAppNo: creditApplications.creditAppNo,
} satisfies SortColumns<typeof REPORT_SORT_KEYS>;

/** Open items first, then by due date (overdue first), no due date last: `report_items_page_idx`. */
const pageOrder = (query: ReportListQuery) =>
  orderByOr(query, SORTABLE, items.documentId, [
    asc(items.done),
    sql`${items.dueDate} asc nulls last`,
    asc(items.documentId),
  ]);

const pageIds = async (executor: Executor, read: ReportRead, window: PageWindow) => {
  const rows = await applyPage(
    filteredItems(executor, read).orderBy(...pageOrder(read.query)),
    window,
  );
  return rows.map((row) => row.documentId);
};

const selection = (definition: ReportDefinition) => ({
  id: documents.id,
  metadata: documents.metadata,
  dueDate: documents.dueDate,
  done: items.done,
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
  ...groupAndBranchColumns,
  createdById: documents.createdBy,
  createdByName: users.name,
});

/** The rows of the report's items `ids`, in that order. */
export const reportRecordsByIds = async (
  executor: Executor,
  definition: ReportDefinition,
  ids: string[],
) => {
  if (!ids.length) return [];
  const rows = await withDocuments(executor.select(selection(definition)).from(items).$dynamic())
    .leftJoin(groups, eq(groups.id, creditApplications.groupId))
    .leftJoin(branches, eq(branches.id, creditApplications.branchId))
    .innerJoin(users, eq(users.id, documents.createdBy))
    .where(and(eq(items.report, definition.slug), anyOf(items.documentId, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};
export type ReportRecord = Awaited<ReturnType<typeof reportRecordsByIds>>[number];

/**
 * One page of a report and its total (counted up to the lists' cap). Each row is one document
 * (its current file is the newest version, so earlier versions never count); the page's ten ids
 * come from the report items in their index's order, then their rows are read by id.
 */
export const listReport = async (executor: Executor, read: ReportRead) => {
  const window = pageWindow(read.query);
  // The page and its total are independent reads: side by side on the pool.
  const [rows, counted] = await Promise.all([
    pageIds(executor, read, window).then((ids) =>
      reportRecordsByIds(executor, read.definition, ids),
    ),
    window.cap ? undefined : countAtMost(executor, filteredItems(executor, read)),
  ]);
  return { rows, ...(counted ?? { total: rows.length, totalCapped: false }) };
};

/** Every id of the query's rows in the page's order (an export, refused past its cap). */
export const wholeReportIds = (executor: Executor, read: ReportRead) =>
  pageIds(executor, read, pageWindow(read.query));

/** The items of one badge in the scope, counted up to the lists' cap: an index range. */
const countBadge = (
  executor: Executor,
  definition: ReportDefinition,
  scope: BranchScope,
  today: string,
  badge: ReportBadge,
) =>
  countRowsAtMost(
    executor,
    items,
    and(itemsInScope(definition, scope), badgeFilter(definition, badge, today)),
  );

/** The overdue and due-in-30-days items of a report in the scope: the dashboard's counts. */
export const countDueItems = async (
  executor: Executor,
  definition: ReportDefinition,
  scope: BranchScope,
  today: string,
) => {
  const [overdue, dueIn30] = await Promise.all([
    countBadge(executor, definition, scope, today, 'overdue'),
    countBadge(executor, definition, scope, today, 'due-30'),
  ]);
  return {
    overdue: overdue.total,
    overdueCapped: overdue.totalCapped,
    dueIn30: dueIn30.total,
    dueIn30Capped: dueIn30.totalCapped,
  };
};
