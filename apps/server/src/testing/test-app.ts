import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { connectPostgres, type Database, type DatabaseHandle } from '../db/client';
import type { AuditQueueOptions } from '../plugins/audit/audit-queue';
import { captchas } from '../modules/auth/auth.table';
import { onlyRow } from './master-data';
import { copyTemplateDatabase } from './test-database';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** The tables' owner: tests read and arrange behind the app with it. */
  db: Database;
  database: DatabaseHandle;
  /** The app runs as its own login (PostgreSQL with `asRuntimeLogin`), not as the owner. */
  runsAsRuntimeLogin: boolean;
  config: Config;
  close: () => Promise<void>;
}

/**
 * Batched audit rows (reads of a detail, refused writes) are written only when a test calls
 * `app.auditQueue.flush()` or closes the app, so that no test sees them appear at a moment of a
 * timer's choosing.
 */
const FLUSH_WHEN_ASKED: AuditQueueOptions = { flushEveryMs: null, flushAtRows: null };

/**
 * A test's concurrent requests wait for their turn of the embedded database however busy the
 * machine is: a 503 after a second is a production answer to overload, not what a test checks.
 */
const UNHURRIED = { maxWaitMs: 10 * 60_000 };

/**
 * The real app on a database of its own, with its own DATA_DIR; call once per test file. With
 * `asRuntimeLogin` on PostgreSQL the app runs as a login that owns nothing, as main.ts runs it
 * with DATABASE_MIGRATION_URL set; the test's `db` stays the owner's.
 */
export const createTestApp = async (
  overrides: Partial<Config> = {},
  options: { now?: () => Date; asRuntimeLogin?: boolean; auditQueue?: AuditQueueOptions } = {},
): Promise<TestContext> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-test-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    authRateLimit: { max: 1000, timeWindowMs: 60_000 },
    ...overrides,
  };
  const database = await copyTemplateDatabase(inject('templateDatabase'));
  const runtimeUrl = options.asRuntimeLogin ? database.runtimeUrl : undefined;
  const appDatabase = runtimeUrl ? connectPostgres(runtimeUrl) : database;
  const app = await buildApp({
    config,
    database: appDatabase,
    webRoot: path.join(dataDir, 'no-web'),
    now: options.now,
    auditQueue: options.auditQueue ?? FLUSH_WHEN_ASKED,
    admission: UNHURRIED,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    runsAsRuntimeLogin: appDatabase !== database,
    close: async () => {
      await app.close();
      // The app closed its own connection; the owner's drops the test's database.
      if (appDatabase !== database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * A second instance of the app on the first one's database (and DATA_DIR), as a second server
 * behind a balancer would be; closing it leaves the database to the first.
 */
export const createSecondInstance = async (
  { db, config }: Pick<TestContext, 'db' | 'config'>,
  options: { now?: () => Date; auditQueue?: AuditQueueOptions } = {},
) => {
  const database = {
    db,
    engine: 'pglite' as const,
    migrate: async () => undefined,
    exclusive: <T>(work: () => Promise<T>) => work(),
    dump: async () => undefined,
    close: async () => undefined,
  };
  const app = await buildApp({
    config,
    database,
    webRoot: path.join(config.dataDir, 'no-web'),
    now: options.now,
    auditQueue: options.auditQueue ?? FLUSH_WHEN_ASKED,
    admission: UNHURRIED,
  });
  await app.ready();
  return app;
};

/** A fresh captcha and its answer, read where the server keeps it. */
export const solveCaptcha = async ({ app, db }: Pick<TestContext, 'app' | 'db'>) => {
  const response = await app.inject({ method: 'GET', url: '/api/v1/auth/captcha' });
  const { captchaId } = response.json().response as { captchaId: string };
  const row = onlyRow(await db.select().from(captchas).where(eq(captchas.id, captchaId)));
  return { captchaId, captchaText: row.answer };
};
