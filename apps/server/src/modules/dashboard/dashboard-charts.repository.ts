import { and, eq, gte, inArray, lte, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { branchScopeCondition, type BranchScope } from '../../core/branch-scope';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { reportItems } from '../reports/reports.table';

/** What every chart is read within: the user's scope, one branch of it, the bank's time zone. */
export interface ChartRead {
  scope: BranchScope;
  branch: string | undefined;
  zone: string;
}

const inChartScope = (read: ChartRead, branch: AnyPgColumn, creator: AnyPgColumn) =>
  and(
    branchScopeCondition(read.scope, branch, creator),
    read.branch ? eq(branch, read.branch) : undefined,
  );

/**
 * Groups by the select's first column, its period: the period's SQL holds parameters (the zone),
 * which Postgres would not match against the same text written again with parameters of its own.
 */
const firstColumn = sql`1`;

/** The start of a day of the bank's calendar, as a moment. */
const startOfDay = (day: string, zone: string) => sql`(${day}::timestamp at time zone ${zone})`;

const periodOf = (moment: AnyPgColumn, unit: 'week' | 'month', zone: string): SQL<string> =>
  sql<string>`to_char(date_trunc(${unit}, ${moment} at time zone ${zone}), ${
    unit === 'week' ? 'YYYY-MM-DD' : 'YYYY-MM'
  })`;

/**
 * The applications whose status changed since `since`, per week and status. The queue index
 * (status, status changed, ..., branch, creator) holds all it reads, so each status is one range
 * of it, read without the table.
 */
export const applicationsPerWeekAndStatus = (
  executor: Executor,
  read: ChartRead,
  options: { statuses: readonly string[]; since: string },
) => {
  const week = periodOf(creditApplications.statusChangedAt, 'week', read.zone);
  return executor
    .select({
      week,
      status: creditApplications.status,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(creditApplications)
    .where(
      and(
        inArray(creditApplications.status, [...options.statuses]),
        gte(creditApplications.statusChangedAt, startOfDay(options.since, read.zone)),
        inChartScope(read, creditApplications.branchId, creditApplications.createdBy),
      ),
    )
    .groupBy(firstColumn, creditApplications.status);
};

/**
 * Per month since `since`: the decisions of each decided status and the median days from the last
 * Submit to the decision (the moment the status last changed), from the queue index alone.
 */
export const decisionsPerMonth = (
  executor: Executor,
  read: ChartRead,
  options: { approved: string; rejected: string; since: string },
) => {
  const { status, statusChangedAt: decided, submittedAt: submitted } = creditApplications;
  const month = periodOf(decided, 'month', read.zone);
  return executor
    .select({
      month,
      approved: sql<number>`count(*) filter (where ${status} = ${options.approved})`.mapWith(
        Number,
      ),
      rejected: sql<number>`count(*) filter (where ${status} = ${options.rejected})`.mapWith(
        Number,
      ),
      medianDays: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${decided} - ${submitted}) / 86400)`.mapWith(
        (value) => (value === null ? null : Math.round(Number(value) * 10) / 10),
      ),
    })
    .from(creditApplications)
    .where(
      and(
        inArray(status, [options.approved, options.rejected]),
        gte(decided, startOfDay(options.since, read.zone)),
        inChartScope(read, creditApplications.branchId, creditApplications.createdBy),
      ),
    )
    .groupBy(firstColumn);
};

/**
 * The open items of the given reports due from `from` to `to`, per week of their due date. The
 * whole bank reads one range of each report's page index (report, done, due date), a branch or an
 * area one range of the branch index (branch, due date, report) per branch, both of the live items.
 * The items are counted per due date first: naming each item's week is most of the work.
 */
export const openItemsPerWeek = (
  executor: Executor,
  read: ChartRead,
  options: { reports: readonly string[]; from: string; to: string },
) => {
  const days = executor
    .select({ day: reportItems.dueDate, count: sql<number>`count(*)`.as('count') })
    .from(reportItems)
    .where(
      and(
        inArray(reportItems.report, [...options.reports]),
        eq(reportItems.live, true),
        not(reportItems.done),
        gte(reportItems.dueDate, options.from),
        lte(reportItems.dueDate, options.to),
        inChartScope(read, reportItems.branchId, reportItems.creatorId),
      ),
    )
    .groupBy(reportItems.dueDate)
    .as('days');
  const week = sql<string>`to_char(date_trunc('week', ${days.day}::timestamp), 'YYYY-MM-DD')`;
  return executor
    .select({ week, count: sql<number>`sum(${days.count})`.mapWith(Number) })
    .from(days)
    .groupBy(firstColumn);
};
