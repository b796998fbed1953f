import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * The one database type the code sees. Both engines share Drizzle's Postgres query builder, so
 * the PGlite instance is typed as the node-postgres one; nothing outside db/ knows the engine.
 */
export type Database = NodePgDatabase<Schema>;
export type Transaction = PgTransaction<
  NodePgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** What a repository runs its queries on: the database or a service's transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

/** Extensions the migrations create; PGlite must load them into every instance before it opens. */
export const pgliteExtensions = { pg_trgm };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `logger` sees every statement with its parameters (the list benchmark replays them). */
export const connectPostgres = (url: string, options: { logger?: Logger } = {}): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg(pool, { schema, logger: options.logger });
  return {
    db,
    engine: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
};

export const openPglite = (client: PGlite): DatabaseHandle => {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
};

/** PostgreSQL when `databaseUrl` is set, else the embedded PGlite in `dataDir/db`. */
export const connectDatabase = async (options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> => {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  const directory = path.resolve(options.dataDir, 'db');
  mkdirSync(directory, { recursive: true });
  return openPglite(await PGlite.create(directory, { extensions: pgliteExtensions }));
};
