import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { connectPostgres } from '../db/client';
import type { TestContext } from './test-app';

/**
 * A second instance of the app on the first one's PostgreSQL database, as a second server of a
 * deployment would run: what one writes, the other must hear (LISTEN/NOTIFY). Closed with the
 * returned `close`.
 */
export const startSecondInstance = async (one: TestContext) => {
  const url = one.database.listenUrl;
  if (!url) throw new Error('a second instance needs the first on PostgreSQL');
  const database = connectPostgres(url);
  const app = await buildApp({
    config: one.config,
    database,
    webRoot: path.join(one.config.dataDir, 'no-web'),
    auditQueue: { flushEveryMs: null, flushAtRows: null },
  });
  await app.ready();
  return app;
};

/** The caches' promise: a change is honoured by every instance within this. */
export const ONE_SECOND = 1000;
/** How long a lost LISTEN connection may take to come back on a loaded machine. */
export const RECONNECT_CAP_MS = 30_000;

/** Asks `ask` until it answers `expected` or `withinMs` passes; answers how long it took. */
export const answersWithin = async (
  ask: () => Promise<unknown>,
  expected: unknown,
  withinMs: number,
) => {
  const started = Date.now();
  for (;;) {
    const answer = await ask();
    if (answer === expected) return Date.now() - started;
    if (Date.now() - started > withinMs) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The backends LISTENing on `channel` now. */
export const listenersOn = async (one: TestContext, channel: string) => {
  const result = await one.db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity
        where datname = current_database() and query = ${`listen "${channel}"`}`,
  );
  return result.rows.map((row) => row.pid);
};
