import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import {
  drizzle as drizzleNodePg,
  type NodePgDatabase,
  type NodePgQueryResultHKT,
} from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { promisify } from 'node:util';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

const execFileAsync = promisify(execFile);

/**
 * The one database type the code sees. Both engines share Drizzle's Postgres query builder, so
 * the PGlite instance is typed as the node-postgres one; nothing outside db/ knows the engine.
 * No schema is passed in: queries name their tables (the relational `db.query` API is unused),
 * so db/ knows no module's table.
 */
export type Database = NodePgDatabase;
type NoRelations = Record<string, never>;
export type Transaction = PgTransaction<
  NodePgQueryResultHKT,
  NoRelations,
  ExtractTablesWithRelations<NoRelations>
>;
/** What a repository runs its queries on: the database or a service's transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * Where a connection of its own may LISTEN for what other instances NOTIFY; none on the
   * embedded database, which one process holds.
   */
  listenUrl?: string;
  migrate: () => Promise<void>;
  /**
   * Runs `work` while no other instance runs its own: start-up (migrations, seed) on several
   * instances at once takes turns. PGlite has one process, so it needs no lock.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Writes a consistent copy of the whole database to `file` while it stays in use: pg_dump's
   * custom format on PostgreSQL, PGlite's data directory as a gzipped tar.
   */
  dump: (file: string) => Promise<void>;
  close: () => Promise<void>;
}

/** The advisory lock key of start-up, the same in every instance ('creditdesk' in ASCII). */
const STARTUP_LOCK_KEY = 0x6372656469746465n;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `logger` sees every statement with its parameters (the list benchmark replays them). */
export const connectPostgres = (url: string, options: { logger?: Logger } = {}): DatabaseHandle => {
  // JIT compiles an aggregate over a few thousand rows for hundreds of ms (the dashboard's
  // median: 330 ms of 476 at a million applications); no statement of the app runs long
  // enough to win it back.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  const db = drizzleNodePg(pool, { logger: options.logger });
  return {
    db,
    engine: 'postgres',
    listenUrl: url,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    async exclusive(work) {
      // A session-level lock lives on one connection: hold that one until the work is done.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
        }
      } finally {
        client.release();
      }
    },
    async dump(file) {
      await execFileAsync('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`]);
    },
    close: () => pool.end(),
  };
};

const pgliteHandle = (
  client: PGlite | PgliteThread,
  dump: DatabaseHandle['dump'],
  close: DatabaseHandle['close'],
): DatabaseHandle => {
  // The thread answers the part of PGlite's interface that Drizzle uses.
  const db = drizzlePglite(client as PGlite);
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (work) => work(),
    dump,
    close,
  };
};

/** A PGlite instance of this thread (the tests' databases). */
export const openPglite = (client: PGlite): DatabaseHandle =>
  pgliteHandle(
    client,
    // Between transactions, so that no half-done one is in the copy.
    (file) =>
      client._runExclusiveTransaction(async () => {
        const tarball = await client.dumpDataDir('gzip');
        await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
      }),
    () => client.close(),
  );

/** PostgreSQL when `databaseUrl` is set, else the embedded PGlite in `dataDir/db`. */
export const connectDatabase = async (options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> => {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  const directory = path.resolve(options.dataDir, 'db');
  mkdirSync(directory, { recursive: true });
  const thread = await startPgliteThread(directory);
  return pgliteHandle(thread, thread.dump, thread.close);
};
