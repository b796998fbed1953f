import { z } from 'zod';
import { CREDIT_APPLICATION_STATUSES } from '../credit-applications/credit-application-status';

/** How many weeks the weekly charts span, and how many months the monthly ones. */
export const CHART_WEEKS = 12;
export const CHART_MONTHS = 6;

/** The charts' one filter: a branch of the user's area (one outside it answers empty charts). */
export const dashboardChartsQuerySchema = z.object({ branch: z.uuid().optional() });
export type DashboardChartsQuery = z.infer<typeof dashboardChartsQuerySchema>;

const statusCounts = z.object(
  Object.fromEntries(CREDIT_APPLICATION_STATUSES.map((status) => [status, z.number().int()])) as {
    [Status in (typeof CREDIT_APPLICATION_STATUSES)[number]]: z.ZodNumber;
  },
);

/**
 * The dashboard's charts in the user's branch scope (or one branch of it), each only when the role
 * may read what it counts (null otherwise), as the dashboard's numbers are. Weeks start on Monday
 * and are named by that day; months by `YYYY-MM`; both in the bank's time zone, oldest first.
 */
export const dashboardChartsSchema = z.object({
  /**
   * Per week of the last 12 (this one last): the applications whose status changed that week,
   * by the status they hold now; needs Credit Application Read.
   */
  applicationsByWeek: z.array(z.object({ week: z.string(), statuses: statusCounts })).nullable(),
  /**
   * Per month of the last 6 (this one last): approvals (Completed) and rejections decided that
   * month and the median days from the last Submit to the decision; needs Approval View.
   */
  decisionsByMonth: z
    .array(
      z.object({
        month: z.string(),
        approved: z.number().int(),
        rejected: z.number().int(),
        medianDays: z.number().nullable(),
      }),
    )
    .nullable(),
  /**
   * Per week of the next 12 (this one first): the open items of the report pages the role may read,
   * by due date; null when it may read none.
   */
  dueByWeek: z.array(z.object({ week: z.string(), count: z.number().int() })).nullable(),
});
export type DashboardCharts = z.infer<typeof dashboardChartsSchema>;
