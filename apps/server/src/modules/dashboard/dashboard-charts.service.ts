import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { CREDIT_APPLICATION_STATUSES } from '@creditdesk/domain/credit-applications/credit-application-status';
import {
  nextChartWeeks,
  pastChartMonths,
  pastChartWeeks,
} from '@creditdesk/domain/dashboard/chart-periods';
import type {
  DashboardCharts,
  DashboardChartsQuery,
} from '@creditdesk/domain/dashboard/dashboard-charts.schemas';
import { REPORT_DEFINITIONS } from '@creditdesk/domain/reports/report-catalogue';
import { businessTimeZone, businessToday } from '@creditdesk/domain/shared/dates';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import {
  applicationsPerWeekAndStatus,
  decisionsPerMonth,
  openItemsPerWeek,
  type ChartRead,
} from './dashboard-charts.repository';
import { grantsOfActor } from './dashboard-grants';

/** The dashboard's charts, each only for what the actor's role may read, in his branch scope. */
export const createDashboardChartsService = ({ db, now }: { db: Database; now: () => Date }) => ({
  async charts(actor: Actor, query: DashboardChartsQuery): Promise<DashboardCharts> {
    const today = businessToday(undefined, now());
    const may = await grantsOfActor(db, actor);
    const read: ChartRead = {
      scope: await actor.branchScope(db),
      branch: query.branch,
      zone: businessTimeZone(),
    };
    const pastWeeks = pastChartWeeks(today);
    const next = nextChartWeeks(today);
    const months = pastChartMonths(today);
    const reports = REPORT_DEFINITIONS.filter((report) => may(report.subMenu, 'Read'));

    const [applications, decisions, dueItems] = await Promise.all([
      may(SUB_MENUS.creditApplication, 'Read')
        ? applicationsPerWeekAndStatus(db, read, {
            statuses: CREDIT_APPLICATION_STATUSES,
            since: pastWeeks[0] ?? '',
          })
        : null,
      may(SUB_MENUS.approval, 'View')
        ? decisionsPerMonth(db, read, {
            approved: 'Completed',
            rejected: 'Rejected',
            since: `${months[0]}-01`,
          })
        : null,
      reports.length
        ? openItemsPerWeek(db, read, {
            reports: reports.map((report) => report.slug),
            from: today,
            to: next.lastDay,
          })
        : null,
    ]);

    return {
      applicationsByWeek:
        applications &&
        pastWeeks.map((week) => ({
          week,
          statuses: Object.fromEntries(
            CREDIT_APPLICATION_STATUSES.map((status) => [
              status,
              applications.find((row) => row.week === week && row.status === status)?.count ?? 0,
            ]),
          ) as Record<(typeof CREDIT_APPLICATION_STATUSES)[number], number>,
        })),
      decisionsByMonth:
        decisions &&
        months.map((month) => {
          const row = decisions.find((decided) => decided.month === month);
          return {
            month,
            approved: row?.approved ?? 0,
            rejected: row?.rejected ?? 0,
            medianDays: row?.medianDays ?? null,
          };
        }),
      dueByWeek:
        dueItems &&
        next.weeks.map((week) => ({
          week,
          count: dueItems.find((row) => row.week === week)?.count ?? 0,
        })),
    };
  },
});
