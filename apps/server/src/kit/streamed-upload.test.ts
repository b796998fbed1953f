import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../plugins/storage';
import { safeFileName, storeStream, type UploadRules } from './streamed-upload';

/** Storage in memory that consumes a stream the way the fs driver does, and keeps nothing on failure. */
const memoryStorage = () => {
  const files = new Map<string, Buffer>();
  const storage: Storage = {
    async put(key, data) {
      if (Buffer.isBuffer(data)) {
        files.set(key, data);
        return;
      }
      const chunks: Uint8Array[] = [];
      for await (const chunk of data) chunks.push(chunk);
      files.set(key, Buffer.concat(chunks));
    },
    check: async () => undefined,
    get: async () => undefined,
    async *list() {
      for (const key of files.keys()) yield { key, modifiedAt: new Date() };
    },
    remove: async (key) => {
      files.delete(key);
    },
  };
  return { storage, files };
};

const rules: UploadRules = {
  maxBytes: 100,
  tooLargeMessage: 'request.tooLarge',
  typeMessage: 'request.unsupportedMediaType',
  sniff: async (head) =>
    Buffer.from(head.subarray(0, 4)).toString() === 'GOOD'
      ? { contentType: 'application/x-good' }
      : undefined,
};

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe('storeStream', () => {
  it('stores the bytes with their size and SHA-256, judging the type across small chunks', async () => {
    const { storage, files } = memoryStorage();
    const stored = await storeStream(storage, 'k', chunks('GO', 'OD', ' rest'), 'a', rules);
    expect(stored).toEqual({
      contentType: 'application/x-good',
      size: 9,
      sha256: createHash('sha256').update('GOOD rest').digest('hex'),
    });
    expect(files.get('k')?.toString()).toBe('GOOD rest');
  });

  it('accepts exactly the limit and stops one byte more with 413, keeping nothing', async () => {
    const { storage, files } = memoryStorage();
    const exact = `GOOD${'x'.repeat(96)}`;
    expect((await storeStream(storage, 'exact', chunks(exact), 'a', rules))?.size).toBe(100);
    await expect(
      storeStream(storage, 'over', chunks(exact.slice(0, 50), exact.slice(50), 'y'), 'a', rules),
    ).rejects.toMatchObject({ statusCode: 413, code: 'request.tooLarge' });
    expect([...files.keys()]).toEqual(['exact']);
  });

  it('refuses a type the rules do not accept with 415 before storing anything', async () => {
    const { storage, files } = memoryStorage();
    await expect(storeStream(storage, 'k', chunks('EVIL bytes'), 'a', rules)).rejects.toMatchObject(
      { statusCode: 415, code: 'request.unsupportedMediaType' },
    );
    expect(files.size).toBe(0);
  });

  it('answers undefined for an empty file', async () => {
    const { storage, files } = memoryStorage();
    expect(await storeStream(storage, 'k', chunks(), 'a', rules)).toBeUndefined();
    expect(files.size).toBe(0);
  });

  it('lets a checker refuse a later chunk', async () => {
    const { storage } = memoryStorage();
    const checked: UploadRules = {
      ...rules,
      sniff: async () => ({
        contentType: 'text/plain',
        checker: () => ({ chunk: (bytes) => !bytes.includes(0), end: () => true }),
      }),
    };
    await expect(
      storeStream(storage, 'k', chunks('text', 'a\u0000b'), 'a', checked),
    ).rejects.toMatchObject({ statusCode: 415 });
  });
});

describe('safeFileName', () => {
  it('keeps the base name without control characters, or the fallback', () => {
    expect(safeFileName('C:\\Users\\rina\\laporan\u0007.pdf', 'file')).toBe('laporan.pdf');
    expect(safeFileName('../', 'file')).toBe('file');
  });
});
