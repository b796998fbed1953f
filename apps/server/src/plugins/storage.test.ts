import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsStorage, createStorage } from './storage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('fs storage', () => {
  it('puts, gets and removes a file by key', async () => {
    const storage = createFsStorage(root);
    await storage.put('user-photos/abc', Buffer.from('photo bytes'));
    expect(await text((await storage.get('user-photos/abc'))!)).toBe('photo bytes');
    await storage.remove('user-photos/abc');
    expect(await storage.get('user-photos/abc')).toBeUndefined();
    await expect(storage.remove('user-photos/abc')).resolves.toBeUndefined();
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

  it('refuses keys that could leave its root', async () => {
    const storage = createFsStorage(root);
    for (const key of ['../outside', 'a/../../b', '/etc/passwd', 'a//b', ''])
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('invalid storage key');
  });
});

describe('createStorage', () => {
  it('keeps files under DATA_DIR/files with the fs driver', async () => {
    const storage = createStorage({ storage: 'fs', dataDir: root });
    await storage.put('probe', Buffer.from('x'));
    expect(await createFsStorage(path.join(root, 'files')).get('probe')).toBeDefined();
  });

  it('refuses STORAGE=s3 with a clear message, as this build has no S3 driver', () => {
    expect(() => createStorage({ storage: 's3', dataDir: root })).toThrow(
      /STORAGE=s3 is not available yet/,
    );
  });
});
