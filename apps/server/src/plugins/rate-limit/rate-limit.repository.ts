import { lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateLimitCounters } from './rate-limit.table';

/**
 * Counts one request under `key` in one atomic upsert, starting a new window when the last one is
 * over; answers the count and the milliseconds left in the window.
 */
export const countRequest = async (executor: Executor, key: string, windowMs: number) => {
  const result = await executor.execute<{ hits: number; ttl: number }>(sql`
    insert into ${rateLimitCounters} as counter (key, hits, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when counter.reset_at <= now() then 1 else counter.hits + 1 end,
      reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
    returning counter.hits as hits,
      greatest(0, ceil(extract(epoch from counter.reset_at - now()) * 1000))::integer as ttl`);
  const [row] = result.rows;
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return { hits: Number(row.hits), ttl: Number(row.ttl) };
};

/** Removes the counters whose window is over. */
export const deleteExpiredCounters = async (executor: Executor) => {
  const removed = await executor
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.resetAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
};
