import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { auditLogs } from '../modules/audit/audit.table';
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
