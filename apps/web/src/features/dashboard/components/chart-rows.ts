import { CREDIT_APPLICATION_STATUSES } from '@creditdesk/domain/credit-applications/credit-application-status';
import type { DashboardCharts } from '@creditdesk/domain/dashboard/dashboard-charts.schemas';

/** A chart's row: its period's label and one number (or none) per series. */
export type ChartRow = { label: string } & Record<string, string | number | null>;

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A week by its Monday ('Mar 9', '9 Mar'), in the page's language. */
export const weekLabel = (week: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    utcDay(week),
  );

/** A month (yyyy-MM) as 'Mar 2026', in the page's language. */
export const monthLabel = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    utcDay(`${month}-01`),
  );

/** One row per week with a column per status, the stacked bars' shape. */
export const applicationRows = (
  weeks: NonNullable<DashboardCharts['applicationsByWeek']>,
  language: string,
): ChartRow[] =>
  weeks.map((entry) => ({
    label: weekLabel(entry.week, language),
    ...Object.fromEntries(
      CREDIT_APPLICATION_STATUSES.map((status) => [status, entry.statuses[status]]),
    ),
  }));

export const decisionRows = (
  months: NonNullable<DashboardCharts['decisionsByMonth']>,
  language: string,
): ChartRow[] =>
  months.map((entry) => ({
    label: monthLabel(entry.month, language),
    approved: entry.approved,
    rejected: entry.rejected,
    medianDays: entry.medianDays,
  }));

export const dueRows = (
  weeks: NonNullable<DashboardCharts['dueByWeek']>,
  language: string,
): ChartRow[] =>
  weeks.map((entry) => ({ label: weekLabel(entry.week, language), count: entry.count }));
