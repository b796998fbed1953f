import type { Executor } from '../../db/client';
import { countRequest } from './rate-limit.repository';

/** At most `max` attempts in each window of `windowMs`. */
export interface CountLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt under `key` against each limit, shortest window first, in the shared
 * counters (rows, so every instance counts against the same limit); answers whether every limit
 * still allows it. An attempt a shorter window refuses is not counted in the longer ones, so
 * attempts refused by the minute do not use up the hour.
 */
export const withinLimits = async (executor: Executor, key: string, limits: CountLimit[]) => {
  for (const limit of [...limits].sort((a, b) => a.windowMs - b.windowMs)) {
    const { hits } = await countRequest(executor, `${key}:${limit.windowMs}`, limit.windowMs);
    if (hits > limit.max) return false;
  }
  return true;
};
