import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job. An instance runs a job only after moving its `next_run_at` on in one
 * UPDATE; concurrent instances wait on the row and then find it no longer due, so each schedule
 * runs once across all of them.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  /** The instance that claimed the last run (host and process id), for the operator's eye. */
  lastStartedBy: text('last_started_by'),
  runs: integer('runs').notNull().default(0),
});
