import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config';
import { connectPostgres } from './db/client';
import { runCommand } from './core/command';
import { restoreSnapshot, SnapshotError } from './modules/backup/snapshot';
import { createStorage } from './plugins/storage';

/**
 * `npm run restore -- <snapshot directory>`: brings a snapshot back into an empty DATA_DIR (or the
 * empty PostgreSQL database of DATABASE_URL) and an empty file store, after checking every file
 * against the manifest. Run it with the servers stopped.
 */
const restore = async () => {
  const directory = process.argv[2];
  if (!directory)
    throw new ConfigError('Name the snapshot: npm run restore -- backups/creditdesk-…');
  const config = loadConfig();
  const storage = createStorage(config);
  if (!config.databaseUrl)
    return restoreSnapshot({
      directory: path.resolve(directory),
      target: { engine: 'pglite', dataDir: config.dataDir },
      storage,
    });
  // The tables come back owned by the migrations' login; the app's gets its rights at start.
  const ownerUrl = config.databaseMigrationUrl ?? config.databaseUrl;
  const database = connectPostgres(ownerUrl);
  try {
    const isEmpty = async () => {
      const tables = await database.db.execute<{ count: number }>(
        sql`select count(*)::integer as count from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      return tables.rows[0]?.count === 0;
    };
    return await restoreSnapshot({
      directory: path.resolve(directory),
      target: { engine: 'postgres', url: ownerUrl, isEmpty },
      storage,
    });
  } finally {
    await database.close();
  }
};

runCommand(
  async () => {
    const manifest = await restore();
    console.log(
      `Restored the snapshot of ${manifest.createdAt}: the database and ${manifest.files.length} files, each verified by SHA-256.`,
    );
    return 0;
  },
  { failure: 'Restore failed', failedCode: 1, explained: [SnapshotError] },
);
