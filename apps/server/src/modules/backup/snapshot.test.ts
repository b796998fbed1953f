import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteExtensions } from '../../db/client';
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
    await restoreSnapshot({ directory, target: { engine: 'pglite', dataDir }, storage: files });

    const restored = openPglite(
      await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions }),
    );
    try {
      const names = (await restored.db.select({ name: groups.name }).from(groups)).map(
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
    await expect(
      restoreSnapshot({ directory, target: { engine: 'pglite', dataDir }, storage: files }),
    ).rejects.toThrow(/file user-photos\/tamper does not match its SHA-256/);
    expect(await files.get('user-photos/tamper')).toBeUndefined();

    await writeFile(copied, 'original');
    await files.put('left-over', Buffer.from('x'));
    await expect(
      restoreSnapshot({ directory, target: { engine: 'pglite', dataDir }, storage: files }),
    ).rejects.toBeInstanceOf(SnapshotError);
    expect(JSON.parse(await readFile(path.join(directory, 'manifest.json'), 'utf8'))).toMatchObject(
      { format: 'creditdesk-snapshot-1', engine: 'pglite' },
    );
  });
});
