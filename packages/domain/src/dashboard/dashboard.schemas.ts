import { z } from 'zod';
import { CREDIT_APPLICATION_STATUSES } from '../credit-applications/credit-application-status';

/**
 * The landing page's figures in the user's branch scope (design: Beyond a list), each part only
 * when the role may read what it counts: null (or left out of `reports`) otherwise.
 */
export const dashboardSchema = z.object({
  /** The bank's today, which the due counts are counted from. */
  today: z.string(),
  /** Live (not archived) applications per status, every status listed; needs Credit Application Read. */
  applications: z
    .array(z.object({ status: z.enum(CREDIT_APPLICATION_STATUSES), count: z.number().int() }))
    .nullable(),
  /**
   * Applications Waiting for Review, the one waiting longest, the queue per tier and the median
   * time to decision; needs Approval View.
   */
  approvalQueue: z
    .object({
      size: z.number().int(),
      oldest: z
        .object({
          _id: z.string(),
          creditAppNo: z.string(),
          debiturName: z.string().nullable(),
          waitingSince: z.string(),
        })
        .nullable(),
      /** The applications waiting per the tier frozen on them; `tier` null: before tiers. */
      byTier: z.array(z.object({ tier: z.string().nullable(), count: z.number().int() })),
      /** Decisions (Completed or Rejected) of the last 30 days and their median time, in seconds. */
      decided30Days: z.number().int(),
      medianDecisionSeconds: z.number().int().nullable(),
    })
    .nullable(),
  /**
   * Per report page (Dokumen TBO among them: its open deferrals by promised date) the role may read: overdue items and items due within 30 days, each counted
   * up to the lists' cap (`...Capped`: there are more, shown as '10,000+').
   */
  reports: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      overdue: z.number().int(),
      overdueCapped: z.boolean(),
      dueIn30: z.number().int(),
      dueIn30Capped: z.boolean(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
