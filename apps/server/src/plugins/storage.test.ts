import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../testing/s3-server';
import { expectPutGetRemove } from '../testing/storage-checks';
import { createS3Storage } from './s3-storage';
import { createFsStorage, createStorage, type Storage, type StoredFile } from './storage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const listAll = async (storage: Storage) => {
  const files: StoredFile[] = [];
  for await (const file of storage.list()) files.push(file);
  return files;
};

describe('fs storage', () => {
  it('puts, gets and removes a file by key', async () => {
    await expectPutGetRemove(createFsStorage(root), 'user-photos/abc');
  });

  it('writes a stream as it arrives and leaves nothing when the stream fails', async () => {
    const storage = createFsStorage(root);
    async function* parts() {
      yield Buffer.from('first ');
      yield Buffer.from('second');
    }
    await storage.put('documents/streamed', parts());
    expect(await text((await storage.get('documents/streamed'))!)).toBe('first second');
    async function* failing() {
      yield Buffer.from('half a file');
      throw new Error('too large');
    }
    await expect(storage.put('documents/failed', failing())).rejects.toThrow('too large');
    expect(await storage.get('documents/failed')).toBeUndefined();
    expect((await readdir(path.join(root, 'documents'))).sort()).toEqual(['streamed']);
  });

  it('lists every file with when it was written, temporary ones of cut-off writes too', async () => {
    const listRoot = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-storage-list-'));
    const storage = createFsStorage(listRoot);
    expect(await listAll(storage)).toEqual([]);
    await storage.put('debitur-files/a1', Buffer.from('a'));
    await storage.put('user-photos/b2', Buffer.from('b'));
    const cutOff = path.join(listRoot, 'debitur-files', 'c3.0f9e.tmp');
    await writeFile(cutOff, 'half');
    const written = new Date('2026-01-02T03:04:05Z');
    await utimes(cutOff, written, written);

    const listed = await listAll(storage);
    expect(listed.map((file) => file.key).sort()).toEqual([
      'debitur-files/a1',
      'debitur-files/c3.0f9e.tmp',
      'user-photos/b2',
    ]);
    expect(listed.find((file) => file.key.endsWith('.tmp'))?.modifiedAt).toEqual(written);
    await storage.remove('debitur-files/c3.0f9e.tmp');
    expect(await listAll(storage)).toHaveLength(2);
    await rm(listRoot, { recursive: true, force: true });
  });

  it('refuses keys that could leave its root', async () => {
    const storage = createFsStorage(root);
    for (const key of ['../outside', 'a/../../b', '/etc/passwd', 'a//b', '', '..', 'a/..', 'a/.b'])
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('invalid storage key');
  });
});

describe('createStorage', () => {
  it('keeps files under DATA_DIR/files with the fs driver', async () => {
    const storage = createStorage({ storage: 'fs', dataDir: root });
    await storage.put('probe', Buffer.from('x'));
    expect(await createFsStorage(path.join(root, 'files')).get('probe')).toBeDefined();
  });

  it('keeps files in the bucket with the s3 driver', async () => {
    const s3 = await startS3Server();
    try {
      const storage = createStorage({ storage: 's3', dataDir: root, s3: s3.settings });
      await storage.put('probe', Buffer.from('x'));
      expect(await createS3Storage(s3.settings).get('probe')).toBeDefined();
    } finally {
      await s3.close();
    }
  });
});
