import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { auditLogs } from '../plugins/audit/audit.table';
import type { TestResponse } from './http';
import type { TestContext } from './test-app';

/** What a test reads behind the API to prove a write happened, or changed nothing. */

/** The names of the files stored under `prefix` (`debitur-files`, ...) by the fs driver. */
export const storedFiles = async (context: Pick<TestContext, 'config'>, prefix: string) =>
  readdir(path.join(context.config.dataDir, 'files', prefix)).catch(() => [] as string[]);

export const countRows = async (db: Database, table: PgTable) =>
  (await db.select().from(table)).length;

/** The audit rows of one record, in the order they were written. */
export const auditOf = (db: Database, entityId: string) =>
  db.select().from(auditLogs).where(eq(auditLogs.entityId, entityId)).orderBy(asc(auditLogs.seq));

/** The audit rows of one record for one action: none proves a refused write left no trace. */
export const auditOfAction = (db: Database, entityId: string, action: string) =>
  db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, entityId), eq(auditLogs.action, action)))
    .orderBy(asc(auditLogs.seq));

/** A delete refused because the record `entityId` is in use: 409 with its text, and no audit row of it. */
export const expectRefusedInUse = async (
  db: Database,
  response: TestResponse,
  entityId: string,
) => {
  expect(response.statusCode).toBe(409);
  expect(response.json().code).toBe('request.inUse');
  expect(await auditOfAction(db, entityId, 'deleted')).toEqual([]);
};

/** Every file in storage (fs driver), as sorted paths. */
export const everyStoredFile = async (context: Pick<TestContext, 'config'>) =>
  (
    await readdir(path.join(context.config.dataDir, 'files'), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => [])
  )
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

let countEveryTable: ReturnType<typeof sql.raw> | undefined;

/** A refused request still counts against its rate limit: that row is the limit's, not a write. */
const BOOKKEEPING_TABLES = new Set(['rate_limit_counters']);

/** The rows of every table but the rate limit's, by table name, in one statement. */
export const rowCountsOfEveryTable = async (db: Database) => {
  if (!countEveryTable) {
    const tables = await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    countEveryTable = sql.raw(
      tables.rows
        .filter(({ name }) => !BOOKKEEPING_TABLES.has(name))
        .map(({ name }) => `select '${name}' as name, count(*)::text as rows from "${name}"`)
        .join(' union all '),
    );
  }
  const counts = await db.execute<{ name: string; rows: string }>(countEveryTable);
  return Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.rows)]));
};
