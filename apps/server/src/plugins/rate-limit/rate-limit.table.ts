import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests per (route, client address) in the current window, shared by every instance: a limit
 * kept in each process's memory would be multiplied by the number of instances.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // Counters whose window is over are pruned by a scheduled job.
  (table) => [index('rate_limit_counters_reset_idx').on(table.resetAt)],
);
