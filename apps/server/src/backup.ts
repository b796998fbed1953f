import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { runCommand } from './core/command';
import { runningServer } from './modules/backup/server-pid';
import { writeSnapshot } from './modules/backup/snapshot';
import { createStorage } from './plugins/storage';

/** How long to wait for a running server to finish the snapshot it was asked for. */
const SERVER_SNAPSHOT_CAP_MS = 60 * 60 * 1000;

const snapshots = async (backupDir: string) =>
  new Set(
    await readdir(backupDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    }),
  );

/**
 * `npm run backup`: one dated snapshot of the database and the files in BACKUP_DIR, taken while
 * the servers run. On PostgreSQL this process takes it (pg_dump); with the embedded database, the
 * server that holds DATA_DIR/db is asked to (SIGUSR2), or, when none runs, this process opens it.
 */
const backup = async () => {
  const config = loadConfig();
  const backupDir = path.resolve(config.backupDir);
  const server = config.databaseUrl ? undefined : runningServer(config.dataDir);
  if (server) {
    const before = await snapshots(backupDir);
    process.kill(server, 'SIGUSR2');
    const deadline = Date.now() + SERVER_SNAPSHOT_CAP_MS;
    while (Date.now() < deadline) {
      for (const name of await snapshots(backupDir)) {
        if (before.has(name)) continue;
        const done = await readdir(path.join(backupDir, name)).catch((): string[] => []);
        if (done.includes('manifest.json')) return path.join(backupDir, name);
      }
      await sleep(500);
    }
    throw new Error(`the server (process ${server}) wrote no snapshot in an hour; see its log`);
  }
  // The owner's login: pg_dump needs every table, the migrations' own included.
  const database = await connectDatabase({
    databaseUrl: config.databaseMigrationUrl ?? config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    const { directory } = await writeSnapshot({
      database,
      storage: createStorage(config),
      backupRoot: backupDir,
    });
    return directory;
  } finally {
    await database.close();
  }
};

runCommand(
  async () => {
    console.log(`Snapshot written to ${await backup()}`);
    return 0;
  },
  { failure: 'Backup failed', failedCode: 1 },
);
