import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF } from '../testing/master-data';
import { createRecords } from '../testing/records';
import { startS3Server } from '../testing/s3-server';
import { expectPutGetRemove, sweptOnceOld } from '../testing/storage-checks';
import { createTestApp, type TestContext } from '../testing/test-app';
import { createS3Storage } from './s3-storage';
import { createFsStorage, type Storage } from './storage';
import { copyStorage } from './storage-copy';

/** The storage contract, run against each driver: the local disk and a real S3-protocol server. */

const MB = 1048576;
let fsRoot: string;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let context: TestContext;

beforeAll(async () => {
  fsRoot = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-drivers-'));
  s3 = await startS3Server();
  context = await createTestApp();
});

afterAll(async () => {
  await context.close();
  await s3.close();
  await rm(fsRoot, { recursive: true, force: true });
});

const keysOf = async (storage: Storage) => {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
};

/** `size` bytes of a repeating pattern, in chunks of 64 KB as an upload arrives. */
async function* pattern(size: number) {
  const chunk = Buffer.alloc(64 * 1024);
  for (let index = 0; index < chunk.length; index++) chunk[index] = index % 251;
  for (let sent = 0; sent < size; sent += chunk.length)
    yield chunk.subarray(0, Math.min(chunk.length, size - sent));
}

const sha256 = async (chunks: AsyncIterable<Uint8Array>) => {
  const hash = createHash('sha256');
  for await (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
};

const drivers: [string, () => Storage][] = [
  ['fs', () => createFsStorage(fsRoot)],
  ['s3', () => createS3Storage(s3.settings)],
];

describe.each(drivers)('%s storage', (_name, make) => {
  it('uploads, downloads and deletes a file by key', async () => {
    await expectPutGetRemove(make(), 'user-photos/contract-a');
  });

  it('replaces a file written again under its key', async () => {
    const storage = make();
    await storage.put('documents/contract-b', Buffer.from('first version'));
    await storage.put('documents/contract-b', Buffer.from('second'));
    expect(await text((await storage.get('documents/contract-b'))!)).toBe('second');
  });

  it('leaves nothing when the stream fails part-way', async () => {
    const storage = make();
    async function* failing() {
      yield* pattern(6 * MB);
      throw new Error('too large');
    }
    await expect(storage.put('documents/contract-failed', failing())).rejects.toThrow('too large');
    expect(await storage.get('documents/contract-failed')).toBeUndefined();
    expect(await keysOf(storage)).not.toContain('documents/contract-failed');
  });

  it('streams a 20 MB upload in and out, byte for byte', async () => {
    const storage = make();
    await storage.put('documents/contract-20mb', pattern(20 * MB));
    const stored = await buffer((await storage.get('documents/contract-20mb'))!);
    expect(stored.length).toBe(20 * MB);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(await sha256(pattern(20 * MB)));
  });

  it('lists every file with when it was written, and answers its readiness check', async () => {
    const storage = make();
    const before = Date.now();
    await storage.put('debitur-files/contract-c', Buffer.from('c'));
    const listed = [];
    for await (const file of storage.list()) listed.push(file);
    const file = listed.find((entry) => entry.key === 'debitur-files/contract-c');
    expect(file?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('is swept of the files no row references once they are an hour old', async () => {
    const storage = make();
    await storage.put('debitur-files/contract-orphan', Buffer.from('orphan'));
    expect(await sweptOnceOld(context.db, storage)).toContain('debitur-files/contract-orphan');
    expect(await keysOf(storage)).toEqual([]);
  });

  it('refuses keys that could leave its root', async () => {
    const storage = make();
    for (const key of ['../outside', 'a/../../b', '/etc/passwd', 'a//b', ''])
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('invalid storage key');
  });
});

describe('s3 storage', () => {
  it('is not ready when its bucket does not exist', async () => {
    const storage = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(storage.check()).rejects.toThrow();
  });
});

describe('the app with STORAGE=s3', () => {
  it('stores an upload in the bucket and serves it back from there', async () => {
    const onS3 = await createTestApp({ storage: 's3', s3: s3.settings });
    try {
      const records = await createRecords(onS3);
      const download = await onS3.app.inject({
        method: 'GET',
        url: `/api/v1/master-data/debitur/file/${records.debiturFileId}`,
        headers: records.headers,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      // The sweep test above emptied the bucket: the one object is the upload's.
      expect(await keysOf(createS3Storage(s3.settings))).toHaveLength(1);
    } finally {
      await onS3.close();
    }
  });
});

describe('copyStorage (npm run storage:migrate)', () => {
  it('copies every file from fs to s3, each verified by its SHA-256', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-migrate-'));
    const bucket = await startS3Server('migrate-target');
    try {
      const source = createFsStorage(root);
      const target = createS3Storage(bucket.settings);
      await source.put('debitur-files/one', Buffer.from('one'));
      await source.put('user-photos/two', pattern(6 * MB));
      const report = await copyStorage(source, target);
      expect(report).toEqual({
        copied: expect.arrayContaining(['debitur-files/one', 'user-photos/two']),
        mismatched: [],
      });
      expect(await keysOf(target)).toEqual(['debitur-files/one', 'user-photos/two']);
      expect(await sha256((await target.get('user-photos/two'))!)).toBe(
        await sha256(pattern(6 * MB)),
      );
    } finally {
      await bucket.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
