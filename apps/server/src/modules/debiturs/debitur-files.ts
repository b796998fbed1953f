import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  DEBITUR_FILE_MAX_BYTES,
  DEBITUR_MESSAGES,
  DEBITUR_PHOTO_CATEGORY,
  ENTERPRISE_FILE_CATEGORIES,
  fileCategoriesOf,
  PERSONAL_FILE_CATEGORIES,
  type DebiturType,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { DomainError, Invalid } from '../../lib/errors';
import { detectImageType } from '../../lib/image-type';
import { readMultipartParts } from '../../lib/multipart';
import { filePart } from '../../lib/route-schemas';
import { safeFileName } from '../../lib/streamed-upload';
import type { Storage } from '../../plugins/storage';

export const DEBITUR_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DebiturFileType = (typeof DEBITUR_CONTENT_TYPES)[number];
/** A debitur photo is an image: a PDF is refused in the photo category. */
export const DEBITUR_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * The file parts of a debitur form, one per document category of either type and the photo, for
 * the API description; the categories a debitur may use depend on its type (see checkFiles).
 */
export const debiturFileParts = (types: string) =>
  Object.fromEntries(
    [...PERSONAL_FILE_CATEGORIES, ...ENTERPRISE_FILE_CATEGORIES, { key: DEBITUR_PHOTO_CATEGORY }]
      .map((category) => category.key)
      .map((key) => [
        key,
        filePart(key === DEBITUR_PHOTO_CATEGORY ? 'Personal only: JPEG or PNG' : types),
      ]),
  );

/** A file as it arrived: its form key (the category), its name and its bytes. */
export interface ReceivedFile {
  category: string;
  name: string;
  data: Buffer;
}

/** A file that passed the rules, ready to store. */
export interface DebiturUpload extends ReceivedFile {
  contentType: DebiturFileType;
  sha256: string;
}

/** How large a file may be and what the refusals say; set per area. */
export interface FileRules {
  maxBytes: number;
  tooLargeMessage: string;
  typeMessage: string;
}

/** The debitur area's own rules: 10 MB (spec: Debitur files). */
export const DEBITUR_FILE_RULES: FileRules = {
  maxBytes: DEBITUR_FILE_MAX_BYTES,
  tooLargeMessage: DEBITUR_MESSAGES.fileTooLarge,
  typeMessage: DEBITUR_MESSAGES.fileType,
};

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** The type of a debitur file by its first bytes (names and declared types can lie), or undefined. */
export const detectDebiturFileType = (bytes: Uint8Array): DebiturFileType | undefined => {
  if (Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).equals(PDF_SIGNATURE))
    return 'application/pdf';
  const image = detectImageType(bytes);
  return image === 'image/jpeg' || image === 'image/png' ? image : undefined;
};

/** Reads a file while it streams in and stops as soon as it passes the size limit of `rules`. */
export const readLimited = async (file: AsyncIterable<Buffer>, rules: FileRules) => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > rules.maxBytes) throw new DomainError(413, rules.tooLargeMessage);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

/** The text fields and files of a multipart request; an empty file input sends no file. */
export const readMultipart = async (request: FastifyRequest, rules: FileRules) => {
  const files: ReceivedFile[] = [];
  const values = await readMultipartParts(request, async (part) => {
    const data = await readLimited(part.file, rules);
    if (data.length > 0) files.push({ category: part.fieldname, name: part.filename, data });
  });
  const fields = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, String(value)]),
  );
  return { fields, files };
};

/**
 * Checks the files of a debitur of `type`: each key must be one of the type's categories (or the
 * photo for Personal), and the bytes must be a PDF, JPEG or PNG (the photo: JPEG or PNG).
 */
export const checkFiles = (
  type: DebiturType,
  files: ReceivedFile[],
  rules: FileRules,
): DebiturUpload[] => {
  const categories = new Set<string>(fileCategoriesOf(type).map((category) => category.key));
  if (type === 'Personal') categories.add(DEBITUR_PHOTO_CATEGORY);
  return files.map((file) => {
    if (!categories.has(file.category)) {
      const message = `Unknown document category: ${file.category}`;
      throw new Invalid(message, [{ path: file.category, message }]);
    }
    const contentType = detectDebiturFileType(file.data);
    if (
      !contentType ||
      (file.category === DEBITUR_PHOTO_CATEGORY && contentType === 'application/pdf')
    )
      throw new DomainError(415, rules.typeMessage);
    return {
      ...file,
      name: safeFileName(file.name, file.category),
      contentType,
      sha256: createHash('sha256').update(file.data).digest('hex'),
    };
  });
};

/** RFC 5987 percent-encoding: encodeURIComponent leaves ' ( ) * as they are, the RFC does not. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** `attachment` with the original name, ASCII fallback plus the UTF-8 form (RFC 6266). */
export const attachmentHeader = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
};

/** Storage steps of debitur files: bytes go in before the rows commit and out after. */
export const createDebiturFileStore = (storage: Storage, log: FastifyBaseLogger) => {
  const discard = async (keys: string[]) => {
    const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
    for (const result of results) {
      if (result.status === 'rejected')
        log.error({ err: result.reason }, 'could not remove a stored debitur file');
    }
  };

  return {
    discard,

    /**
     * Stores the uploads, then runs `write` (the transaction); if it does not commit, the stored
     * bytes are removed again so no file is left without its row.
     */
    async withStored<T>(
      uploads: DebiturUpload[],
      write: (stored: (DebiturUpload & { storageKey: string })[]) => Promise<T>,
    ) {
      const stored: (DebiturUpload & { storageKey: string })[] = [];
      try {
        for (const upload of uploads) {
          const storageKey = `debitur-files/${randomUUID()}`;
          await storage.put(storageKey, upload.data);
          stored.push({ ...upload, storageKey });
        }
        return await write(stored);
      } catch (error) {
        await discard(stored.map((file) => file.storageKey));
        throw error;
      }
    },

    get: (key: string) => storage.get(key),
  };
};
export type DebiturFileStore = ReturnType<typeof createDebiturFileStore>;
