import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  DEBITUR_FILE_MAX_BYTES,
  DEBITUR_MESSAGES,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../plugins/storage';
import {
  attachmentHeader,
  checkFiles,
  createDebiturFileStore,
  DEBITUR_FILE_RULES,
  detectDebiturFileType,
  readLimited,
  type FileRules,
} from './debitur-files';

const PDF = Buffer.from('%PDF-1.4 body');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
const GIF = Buffer.from('GIF89a....');

const chunked = (size: number, chunk = 1024 * 1024) => {
  const parts: Buffer[] = [];
  for (let left = size; left > 0; left -= chunk) parts.push(Buffer.alloc(Math.min(chunk, left)));
  return Readable.from(parts);
};

describe('detectDebiturFileType', () => {
  it('knows PDF, JPEG and PNG by their bytes and nothing else', () => {
    expect(detectDebiturFileType(PDF)).toBe('application/pdf');
    expect(detectDebiturFileType(PNG)).toBe('image/png');
    expect(detectDebiturFileType(JPEG)).toBe('image/jpeg');
    expect(detectDebiturFileType(GIF)).toBeUndefined();
    expect(detectDebiturFileType(Buffer.from('MZ\x90\x00'))).toBeUndefined();
    expect(detectDebiturFileType(Buffer.from('%PD'))).toBeUndefined();
  });
});

describe('readLimited', () => {
  it('reads exactly 10 MB', async () => {
    expect((await readLimited(chunked(DEBITUR_FILE_MAX_BYTES), DEBITUR_FILE_RULES)).length).toBe(
      DEBITUR_FILE_MAX_BYTES,
    );
  });

  it('stops at one byte more with 413 and does not read the rest', async () => {
    await expect(
      readLimited(chunked(DEBITUR_FILE_MAX_BYTES + 1), DEBITUR_FILE_RULES),
    ).rejects.toMatchObject({
      statusCode: 413,
      message: DEBITUR_MESSAGES.fileTooLarge,
    });
    let pulled = 0;
    async function* twentyMegabytes() {
      for (let index = 0; index < 20; index += 1) {
        pulled += 1;
        yield Buffer.alloc(1024 * 1024);
      }
    }
    await expect(readLimited(twentyMegabytes(), DEBITUR_FILE_RULES)).rejects.toMatchObject({
      statusCode: 413,
    });
    expect(pulled).toBe(11);
  });

  it('applies the limit and message of the rules it is given', async () => {
    const larger: FileRules = { ...DEBITUR_FILE_RULES, maxBytes: 12, tooLargeMessage: 'Too big' };
    expect((await readLimited(Readable.from([Buffer.alloc(12)]), larger)).length).toBe(12);
    await expect(
      readLimited(Readable.from([Buffer.alloc(8), Buffer.alloc(5)]), larger),
    ).rejects.toMatchObject({ statusCode: 413, message: 'Too big' });
  });
});

describe('checkFiles', () => {
  it('accepts the categories of the type and hashes the bytes', () => {
    const [file] = checkFiles(
      'Personal',
      [{ category: 'ktp', name: 'C:\\docs\\ktp.pdf', data: PDF }],
      DEBITUR_FILE_RULES,
    );
    expect(file).toMatchObject({
      category: 'ktp',
      name: 'ktp.pdf',
      contentType: 'application/pdf',
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    expect(
      checkFiles(
        'Enterprise',
        [{ category: 'financialReport', name: 'r.png', data: PNG }],
        DEBITUR_FILE_RULES,
      ),
    ).toHaveLength(1);
    expect(
      checkFiles(
        'Personal',
        [{ category: 'debiturPhoto', name: 'p.jpg', data: JPEG }],
        DEBITUR_FILE_RULES,
      ),
    ).toHaveLength(1);
  });

  it('refuses other categories, other types, and a PDF as the photo', () => {
    expect(() =>
      checkFiles(
        'Enterprise',
        [{ category: 'debiturPhoto', name: 'p.png', data: PNG }],
        DEBITUR_FILE_RULES,
      ),
    ).toThrow(/Unknown document category/);
    expect(() =>
      checkFiles('Personal', [{ category: 'nib', name: 'n.pdf', data: PDF }], DEBITUR_FILE_RULES),
    ).toThrow(/Unknown document category/);
    expect(() =>
      checkFiles('Personal', [{ category: 'ktp', name: 'k.gif', data: GIF }], DEBITUR_FILE_RULES),
    ).toThrow(DEBITUR_MESSAGES.fileType);
    expect(() =>
      checkFiles(
        'Personal',
        [{ category: 'debiturPhoto', name: 'p.png', data: PDF }],
        DEBITUR_FILE_RULES,
      ),
    ).toThrow(DEBITUR_MESSAGES.fileType);
  });

  it('refuses a wrong type with the message of the rules it is given', () => {
    const rules: FileRules = { ...DEBITUR_FILE_RULES, typeMessage: 'Not this kind' };
    expect(() =>
      checkFiles('Personal', [{ category: 'ktp', name: 'k.gif', data: GIF }], rules),
    ).toThrow('Not this kind');
  });
});

describe('attachmentHeader', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentHeader('Laporan "Q1" é.pdf')).toBe(
      `attachment; filename="Laporan _Q1_ _.pdf"; filename*=UTF-8''Laporan%20%22Q1%22%20%C3%A9.pdf`,
    );
  });
});

describe('createDebiturFileStore', () => {
  const memoryStorage = (failOn?: number) => {
    const files = new Map<string, Buffer>();
    let puts = 0;
    const storage: Storage = {
      put: async (key, data) => {
        puts += 1;
        if (puts === failOn) throw new Error('disk full');
        files.set(key, Buffer.isBuffer(data) ? data : Buffer.from(''));
      },
      check: async () => undefined,
      get: async () => undefined,
      remove: async (key) => {
        files.delete(key);
      },
      list: async function* () {
        yield* [];
      },
    };
    return { storage, files };
  };
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
  const uploads = checkFiles(
    'Personal',
    [
      { category: 'ktp', name: 'a.pdf', data: PDF },
      { category: 'npwp', name: 'b.png', data: PNG },
    ],
    DEBITUR_FILE_RULES,
  );

  it('keeps the stored files when the write commits', async () => {
    const { storage, files } = memoryStorage();
    const keys = await createDebiturFileStore(storage, log).withStored(uploads, async (stored) =>
      stored.map((file) => file.storageKey),
    );
    expect([...files.keys()].sort()).toEqual([...keys].sort());
    expect(keys.every((key) => key.startsWith('debitur-files/'))).toBe(true);
  });

  it('removes the stored files when the write fails', async () => {
    const { storage, files } = memoryStorage();
    await expect(
      createDebiturFileStore(storage, log).withStored(uploads, async () => {
        throw new Error('constraint');
      }),
    ).rejects.toThrow('constraint');
    expect(files.size).toBe(0);
  });

  it('removes what was stored when storing a later file fails', async () => {
    const { storage, files } = memoryStorage(2);
    await expect(
      createDebiturFileStore(storage, log).withStored(uploads, async () => 'never'),
    ).rejects.toThrow('disk full');
    expect(files.size).toBe(0);
  });
});
