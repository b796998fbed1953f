import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connectPostgres, openPglite, type DatabaseHandle } from '../../db/client';
import { adminQuery, databaseUrl, dropDatabase } from '../../db/database-admin';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { createFsStorage } from '../../plugins/storage';
import { adminSession } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { groups } from '../groups/groups.table';
import { restoreSnapshot, SnapshotError, writeSnapshot } from './snapshot';

let context: TestContext;
let scratch: string;

beforeAll(async () => {
  context = await createTestApp();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-backup-'));
});

afterAll(async () => {
  await context.close();
  await rm(scratch, { recursive: true, force: true });
});

/**
 * An empty place to restore into, of the engine the tests run on: a data directory for PGlite, a
 * new database on the server of TEST_DATABASE_URL for PostgreSQL.
 */
const restoreTarget = async (dataDir: string) => {
  if (context.database.engine === 'pglite') {
    let handle: DatabaseHandle | undefined;
    return {
      target: { engine: 'pglite' as const, dataDir },
      db: () => handle!.db,
      open: async () => {
        handle = openPglite(
          await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions }),
        );
      },
      close: async () => handle?.close(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `creditdesk_restore_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const handle = connectPostgres(databaseUrl(serverUrl, name));
  const isEmpty = async () =>
    (await handle.db.execute(sql`select 1 from pg_tables where schemaname = 'public'`)).rows
      .length === 0;
  return {
    target: { engine: 'postgres' as const, url: databaseUrl(serverUrl, name), isEmpty },
    db: () => handle.db,
    open: async () => undefined,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('backup and restore', () => {
  it('snapshots while writes run; the restore holds every row and file committed before', async () => {
    const { headers } = await adminSession(context);
    const committedGroups: string[] = [];
    const committedFiles = new Map<string, Buffer>();
    let writing = true;
    let snapshotStarted = false;
    let counter = 0;
    // Writes that go on while the snapshot is taken: groups over HTTP and files in storage.
    const writer = (async () => {
      while (writing) {
        counter += 1;
        const name = `Backup Group ${counter}`;
        const created = await context.app.inject({
          method: 'POST',
          url: '/api/v1/master-data/group',
          headers,
          payload: { groupName: name },
        });
        expect(created.statusCode).toBe(201);
        const bytes = randomBytes(64 * 1024);
        await context.app.storage.put(`debitur-files/backup-${counter}`, bytes);
        if (!snapshotStarted) {
          committedGroups.push(name);
          committedFiles.set(`debitur-files/backup-${counter}`, bytes);
        }
      }
    })();
    while (committedGroups.length < 3) await new Promise((resolve) => setImmediate(resolve));

    snapshotStarted = true;
    const { directory, manifest } = await writeSnapshot({
      database: context.database,
      storage: context.app.storage,
      backupRoot: path.join(scratch, 'backups'),
    });
    writing = false;
    await writer;

    const dataDir = path.join(scratch, 'restored');
    const files = createFsStorage(path.join(dataDir, 'files'));
    const restored = await restoreTarget(dataDir);
    try {
      await restoreSnapshot({ directory, target: restored.target, storage: files });
      await restored.open();
      const names = (await restored.db().select({ name: groups.name }).from(groups)).map(
        (row) => row.name,
      );
      expect(names).toEqual(expect.arrayContaining(committedGroups));
    } finally {
      await restored.close();
    }
    for (const [key, bytes] of committedFiles) {
      const copy = await buffer((await files.get(key))!);
      expect(sha256(copy)).toBe(sha256(bytes));
      expect(manifest.files.find((entry) => entry.key === key)?.sha256).toBe(sha256(bytes));
    }
    // A cap for a hang only: writes, snapshot and restore take 30 s on a loaded machine.
  }, 180_000);

  it('refuses a snapshot whose manifest does not verify, and a target that is not empty', async () => {
    await context.app.storage.put('user-photos/tamper', Buffer.from('original'));
    const { directory } = await writeSnapshot({
      database: context.database,
      storage: context.app.storage,
      backupRoot: path.join(scratch, 'backups-2'),
    });
    const copied = path.join(directory, 'files', 'user-photos', 'tamper');
    await writeFile(copied, 'changed!');
    const dataDir = path.join(scratch, 'refused');
    const files = createFsStorage(path.join(dataDir, 'files'));
    const refused = await restoreTarget(dataDir);
    try {
      await expect(
        restoreSnapshot({ directory, target: refused.target, storage: files }),
      ).rejects.toThrow(/file user-photos\/tamper does not match its SHA-256/);
      expect(await files.get('user-photos/tamper')).toBeUndefined();

      await writeFile(copied, 'original');
      await files.put('left-over', Buffer.from('x'));
      await expect(
        restoreSnapshot({ directory, target: refused.target, storage: files }),
      ).rejects.toBeInstanceOf(SnapshotError);
    } finally {
      await refused.close();
    }
    expect(JSON.parse(await readFile(path.join(directory, 'manifest.json'), 'utf8'))).toMatchObject(
      { format: 'creditdesk-snapshot-1', engine: context.database.engine },
    );
  });
});
