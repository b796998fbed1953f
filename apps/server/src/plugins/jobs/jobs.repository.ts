import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { scheduledJobs } from './jobs.table';

/** Makes the job's row, due at once, unless another instance already has. */
export const ensureJob = async (executor: Executor, name: string) => {
  await executor
    .insert(scheduledJobs)
    .values({ name, nextRunAt: sql`now()` })
    .onConflictDoNothing();
};

/** Makes the job due now (a job that also runs whenever an instance starts). */
export const makeDueNow = async (executor: Executor, name: string) => {
  await executor
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now()` })
    .where(eq(scheduledJobs.name, name));
};

/**
 * Claims the job's due run for `instance`: true for exactly one of the instances that ask while it
 * is due, since the row's update moves `next_run_at` past now for all who come after.
 */
export const claimDueRun = async (
  executor: Executor,
  name: string,
  intervalMs: number,
  instance: string,
) => {
  const claimed = await executor
    .update(scheduledJobs)
    .set({
      nextRunAt: sql`now() + ${intervalMs} * interval '1 millisecond'`,
      lastStartedAt: sql`now()`,
      lastStartedBy: instance,
      runs: sql`${scheduledJobs.runs} + 1`,
    })
    .where(and(eq(scheduledJobs.name, name), lte(scheduledJobs.nextRunAt, sql`now()`)))
    .returning({ name: scheduledJobs.name });
  return claimed.length > 0;
};

export const findJob = async (executor: Executor, name: string) => {
  const [job] = await executor.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return job;
};
