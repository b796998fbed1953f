import { and, asc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_DEFERRAL_STATUSES } from '@creditdesk/domain/documents/document-deferrals';
import { badgeCondition, type ReportBadge } from '@creditdesk/domain/reports/report-badges';
import {
  DEFERRAL_DUE_RULE,
  DOKUMEN_TBO_SORT_KEYS,
  type DokumenTboListQuery,
} from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import type { Executor } from '../../db/client';
import { branchScopeCondition, type BranchScope } from '../../core/branch-scope';
import {
  applyPage,
  containsPattern,
  countAtMost,
  orderByOr,
  pageWindow,
  type SortColumns,
} from '../../core/list-query';
import { branches } from '../branches/branches.table';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { debiturs } from '../debiturs/debiturs.table';
import { documentDeferrals as deferrals } from '../documents/document-deferrals.table';
import { documentTypes } from '../documents/documents.table';
import { users } from '../users/users.table';

const debiturName = sql<string | null>`coalesce(${debiturs.fullName}, ${debiturs.companyName})`;

/**
 * Open deferrals, written as the partial index `document_deferrals_open_due_idx` states it, so
 * the planner walks that index in promised-date order.
 */
export const openDeferral = inArray(deferrals.status, [...OPEN_DEFERRAL_STATUSES]);

/**
 * Open deferrals of live applications in the scope: the page, its counts and the dashboard's.
 * Read from the application's flag, branch and creator that each deferral carries, so a count
 * walks the open deferrals alone (a join with every live application took 180 ms at a million).
 */
export const openDeferralsInScope = (scope: BranchScope) =>
  and(
    openDeferral,
    eq(deferrals.applicationLive, true),
    branchScopeCondition(scope, deferrals.applicationBranchId, deferrals.applicationCreatorId),
  );

/** The promised dates a due badge holds on `today` (the report badges' ranges). */
export const deferralBadgeFilter = (badge: ReportBadge, today: string): SQL | undefined => {
  const range = badgeCondition(DEFERRAL_DUE_RULE, badge, today);
  return and(
    range.dueFrom ? gte(deferrals.promisedDate, range.dueFrom) : undefined,
    range.dueTo ? lte(deferrals.promisedDate, range.dueTo) : undefined,
  );
};

const filterConditions = (query: DokumenTboListQuery, today: string) => {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    pattern
      ? or(
          ilike(creditApplications.creditAppNo, pattern),
          ilike(debiturName, pattern),
          ilike(documentTypes.title, pattern),
        )
      : undefined,
    query.branchId?.length ? inArray(deferrals.applicationBranchId, query.branchId) : undefined,
    query.status?.length ? inArray(deferrals.status, query.status) : undefined,
    query.promisedFrom ? gte(deferrals.promisedDate, query.promisedFrom) : undefined,
    query.promisedTo ? lte(deferrals.promisedDate, query.promisedTo) : undefined,
    query.badge?.length
      ? or(...query.badge.map((badge) => deferralBadgeFilter(badge, today)))
      : undefined,
  );
};

const SORTABLE = {
  promisedDate: deferrals.promisedDate,
  created: deferrals.createdAt,
  creditAppNo: creditApplications.creditAppNo,
} satisfies SortColumns<typeof DOKUMEN_TBO_SORT_KEYS>;

/** The page's order unless another is asked for: the earliest promised date, so the overdue, first. */
const pageOrder = (query: DokumenTboListQuery) =>
  orderByOr(query, SORTABLE, deferrals.id, [asc(deferrals.promisedDate), asc(deferrals.id)]);

const selection = {
  id: deferrals.id,
  status: deferrals.status,
  promisedDate: deferrals.promisedDate,
  reason: deferrals.reason,
  applicationId: creditApplications.id,
  creditAppNo: creditApplications.creditAppNo,
  applicationStatus: creditApplications.status,
  debiturId: debiturs.id,
  debiturName,
  branchId: branches.id,
  branchName: branches.name,
  typeId: documentTypes.id,
  typeCode: documentTypes.code,
  typeTitle: documentTypes.title,
  category: documentTypes.categoryCode,
  createdById: users.id,
  createdByName: users.name,
};

const selectRows = (executor: Executor) =>
  executor
    .select(selection)
    .from(deferrals)
    .innerJoin(creditApplications, eq(creditApplications.id, deferrals.applicationId))
    .innerJoin(documentTypes, eq(documentTypes.id, deferrals.typeId))
    .innerJoin(users, eq(users.id, deferrals.createdBy))
    .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId))
    .leftJoin(branches, eq(branches.id, creditApplications.branchId))
    .$dynamic();

export type DeferralRecord = Awaited<ReturnType<typeof selectRows>>[number];

/** The page's rows (or, unpaged, every row up to the cap) and the total counted up to 10,000. */
export const listOpenDeferrals = async (
  executor: Executor,
  query: DokumenTboListQuery,
  scope: BranchScope,
  today: string,
) => {
  const where = and(openDeferralsInScope(scope), filterConditions(query, today));
  const window = pageWindow(query);
  // Only a search reads the application, the debitur and the type: without one the total is a
  // range of the open deferrals' index alone.
  const counted = executor
    .select({ one: sql`1` })
    .from(deferrals)
    .$dynamic();
  if (query.search)
    counted
      .innerJoin(creditApplications, eq(creditApplications.id, deferrals.applicationId))
      .innerJoin(documentTypes, eq(documentTypes.id, deferrals.typeId))
      .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId));
  counted.where(where);
  const [rows, total] = await Promise.all([
    applyPage(
      selectRows(executor)
        .where(where)
        .orderBy(...pageOrder(query)),
      window,
    ),
    window.cap ? undefined : countAtMost(executor, counted),
  ]);
  return { rows, ...(total ?? { total: rows.length, totalCapped: false }) };
};

/** The open deferrals in the scope whose promised date a badge holds, counted up to 10,000. */
export const countDeferralsOfBadge = (
  executor: Executor,
  scope: BranchScope,
  badge: ReportBadge,
  today: string,
) =>
  countAtMost(
    executor,
    executor
      .select({ one: sql`1` })
      .from(deferrals)
      .where(and(openDeferralsInScope(scope), deferralBadgeFilter(badge, today)))
      .$dynamic(),
  );
