import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/client';
import { countRequest } from './rate-limit.repository';

interface RouteLimitOptions {
  routeInfo: { method: string; url: string };
}

/**
 * A @fastify/rate-limit store that keeps its counters in the database, so every instance behind
 * the balancer counts against the same limit. Each route gets its own counters (`child`), as the
 * plugin's own stores do.
 */
export const databaseRateLimitStore = (db: Database): FastifyRateLimitStoreCtor => {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin passes its options first; the counters need only their key prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown) {
      const { routeInfo } = routeOptions as RouteLimitOptions;
      return new DatabaseRateLimitStore(undefined, `${routeInfo.method} ${routeInfo.url}:`);
    }
  }
  return DatabaseRateLimitStore;
};
