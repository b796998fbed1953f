import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEBITUR_FILE_MAX_BYTES,
  DEBITUR_MESSAGES,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Storage } from '../../plugins/storage';
import {
  checkFiles,
  DEBITUR_FILE_RULES,
  debiturFileRules,
  detectDebiturFileType,
} from './debitur-files';
import { storeStream, UNRECOGNISED_TYPE, type StoredUpload } from '../../kit/streamed-upload';

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

const drain = async (source: AsyncIterable<Uint8Array>) => {
  let size = 0;
  for await (const chunk of source) size += chunk.length;
  return size;
};
const counting = () => {
  const sizes = new Map<string, number>();
  const storage = {
    put: async (key: string, data: AsyncIterable<Uint8Array>) => {
      sizes.set(key, await drain(data));
    },
  } as unknown as Storage;
  return { storage, sizes };
};

describe('the size limit of DEBITUR_FILE_RULES, streamed', () => {
  it('takes exactly 10 MB', async () => {
    const { storage, sizes } = counting();
    await storeStream(storage, 'k', chunked(DEBITUR_FILE_MAX_BYTES), 'a.pdf', DEBITUR_FILE_RULES);
    expect(sizes.get('k')).toBe(DEBITUR_FILE_MAX_BYTES);
  });

  it('stops at one byte more with 413 and does not read the rest', async () => {
    await expect(
      storeStream(
        counting().storage,
        'k',
        chunked(DEBITUR_FILE_MAX_BYTES + 1),
        'a.pdf',
        DEBITUR_FILE_RULES,
      ),
    ).rejects.toMatchObject({ statusCode: 413, code: DEBITUR_MESSAGES.fileTooLarge });
    let pulled = 0;
    async function* twentyMegabytes() {
      for (let index = 0; index < 20; index += 1) {
        pulled += 1;
        yield Buffer.alloc(1024 * 1024);
      }
    }
    await expect(
      storeStream(counting().storage, 'k', twentyMegabytes(), 'a.pdf', DEBITUR_FILE_RULES),
    ).rejects.toMatchObject({ statusCode: 413 });
    expect(pulled).toBe(11);
  });

  it('applies the limit and message of the rules it is given', async () => {
    const larger = debiturFileRules({
      ...DEBITUR_FILE_RULES,
      maxBytes: 12,
      tooLargeMessage: 'request.tooLarge',
    });
    const { storage, sizes } = counting();
    await storeStream(storage, 'k', Readable.from([Buffer.alloc(12)]), 'a', larger);
    expect(sizes.get('k')).toBe(12);
    await expect(
      storeStream(storage, 'j', Readable.from([Buffer.alloc(8), Buffer.alloc(5)]), 'a', larger),
    ).rejects.toMatchObject({ statusCode: 413, code: 'request.tooLarge' });
  });
});

/** A file as the streamed reader leaves it in storage, its type judged from `bytes`. */
const stored = (field: string, name: string, bytes: Buffer): StoredUpload => ({
  field,
  name,
  contentType: detectDebiturFileType(bytes) ?? UNRECOGNISED_TYPE,
  size: bytes.length,
  sha256: createHash('sha256').update(bytes).digest('hex'),
  storageKey: `debitur-files/${field}`,
});

describe('checkFiles', () => {
  it('accepts the categories of the type, keeping the hash', () => {
    const [file] = checkFiles('Personal', [stored('ktp', 'ktp.pdf', PDF)], DEBITUR_FILE_RULES);
    expect(file).toMatchObject({
      category: 'ktp',
      name: 'ktp.pdf',
      contentType: 'application/pdf',
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    expect(
      checkFiles('Enterprise', [stored('financialReport', 'r.png', PNG)], DEBITUR_FILE_RULES),
    ).toHaveLength(1);
    expect(
      checkFiles('Personal', [stored('debiturPhoto', 'p.jpg', JPEG)], DEBITUR_FILE_RULES),
    ).toHaveLength(1);
  });

  it('refuses other categories, other types, and a PDF as the photo', () => {
    expect(() =>
      checkFiles('Enterprise', [stored('debiturPhoto', 'p.png', PNG)], DEBITUR_FILE_RULES),
    ).toThrow(/Unknown document category/);
    expect(() => checkFiles('Personal', [stored('nib', 'n.pdf', PDF)], DEBITUR_FILE_RULES)).toThrow(
      /Unknown document category/,
    );
    expect(() => checkFiles('Personal', [stored('ktp', 'k.gif', GIF)], DEBITUR_FILE_RULES)).toThrow(
      'Invalid file type',
    );
    expect(() =>
      checkFiles('Personal', [stored('debiturPhoto', 'p.png', PDF)], DEBITUR_FILE_RULES),
    ).toThrow('Invalid file type');
  });

  it('refuses a wrong type with the message of the rules it is given', () => {
    const rules = debiturFileRules({
      ...DEBITUR_FILE_RULES,
      typeMessage: 'request.unsupportedMediaType',
    });
    expect(() => checkFiles('Personal', [stored('ktp', 'k.gif', GIF)], rules)).toThrow(
      'This content type is not accepted here.',
    );
  });
});
