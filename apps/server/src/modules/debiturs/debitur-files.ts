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
import { withParams } from '@creditdesk/domain/shared/message-index';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { DomainError, Invalid } from '../../core/errors';
import { detectImageType } from '../../core/image-type';
import { filePart } from '../../core/route-schemas';
import {
  discardStored,
  keepIfCommitted,
  readStreamedMultipart,
  recordTypeBy,
  type StoredUpload,
  type UploadRules,
} from '../../kit/streamed-upload';
import type { Storage } from '../../plugins/storage';

export const DEBITUR_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DebiturFileType = (typeof DEBITUR_CONTENT_TYPES)[number];
/** A debitur photo is an image: a PDF is refused in the photo category. */
export const DEBITUR_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * The file parts of a debitur form, one per document category of either type and the photo, for
 * the API description; the categories a debitur may use depend on its type (see checkFiles).
 */
/** What the file parts of a debitur form accept, as the API description says it. */
export const DEBITUR_FILE_FORM_TYPES = 'PDF, JPEG or PNG (judged by the bytes), 10 MB at most';

export const debiturFileParts = (types: string) =>
  Object.fromEntries(
    [...PERSONAL_FILE_CATEGORIES, ...ENTERPRISE_FILE_CATEGORIES, { key: DEBITUR_PHOTO_CATEGORY }]
      .map((category) => category.key)
      .map((key) => [
        key,
        filePart(key === DEBITUR_PHOTO_CATEGORY ? 'Personal only: JPEG or PNG' : types),
      ]),
  );

/** A debitur file that passed the rules, in storage: its form key is its category. */
export interface DebiturUpload extends StoredUpload {
  category: string;
  contentType: DebiturFileType;
}

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** The type of a debitur file by its first bytes (names and declared types can lie), or undefined. */
export const detectDebiturFileType = (bytes: Uint8Array): DebiturFileType | undefined => {
  if (Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).equals(PDF_SIGNATURE))
    return 'application/pdf';
  const image = detectImageType(bytes);
  return image === 'image/jpeg' || image === 'image/png' ? image : undefined;
};

/**
 * The rules of an area's debitur files (the debitur area: 10 MB; the wizard: 20 MB). The type
 * is recorded as the bytes arrive and refused by `checkFiles`, once the data says which kind of
 * debitur, and so which categories, the files are for.
 */
export const debiturFileRules = (
  rules: Pick<UploadRules, 'maxBytes' | 'tooLargeMessage' | 'typeMessage'>,
): UploadRules => ({
  ...rules,
  sniff: recordTypeBy(detectDebiturFileType),
  malformedMessage: REQUEST_MESSAGES.malformedMultipart,
});

/** The debitur area's own rules: 10 MB (spec: Debitur files). */
export const DEBITUR_FILE_RULES = debiturFileRules({
  maxBytes: DEBITUR_FILE_MAX_BYTES,
  tooLargeMessage: DEBITUR_MESSAGES.fileTooLarge,
  typeMessage: DEBITUR_MESSAGES.fileType,
});

/**
 * A form of the debitur files' areas: multipart (fields, and files streamed into storage as they
 * arrive; an empty file input sends no file) or a JSON body.
 */
export const readDebiturForm = async (
  request: FastifyRequest,
  storage: Storage,
  rules: UploadRules,
): Promise<{ fields: Record<string, unknown>; files: StoredUpload[] }> => {
  if (request.isMultipart())
    return readStreamedMultipart(request, {
      storage,
      keyPrefix: 'debitur-files',
      rules,
      acceptsFile: () => true,
    });
  const body = request.body && typeof request.body === 'object' ? request.body : {};
  return { fields: body as Record<string, unknown>, files: [] };
};

/**
 * Reads a debitur form (its files streamed into storage) and runs `use`; the files are removed
 * again if `use` refuses them or does not commit.
 */
export const withDebiturForm = async <T>(
  request: FastifyRequest,
  storage: Storage,
  rules: UploadRules,
  use: (form: Awaited<ReturnType<typeof readDebiturForm>>) => Promise<T>,
) => {
  const form = await readDebiturForm(request, storage, rules);
  return keepIfCommitted(storage, request.log, form.files, () => use(form));
};

/**
 * Checks the files of a debitur of `type`: each key must be one of the type's categories (or the
 * photo for Personal), and the bytes must be a PDF, JPEG or PNG (the photo: JPEG or PNG).
 */
export const checkFiles = (
  type: DebiturType,
  files: StoredUpload[],
  rules: UploadRules,
): DebiturUpload[] => {
  const categories = new Set<string>(fileCategoriesOf(type).map((category) => category.key));
  if (type === 'Personal') categories.add(DEBITUR_PHOTO_CATEGORY);
  return files.map((file) => {
    if (!categories.has(file.field)) {
      const message = withParams(DEBITUR_MESSAGES.unknownCategory, { field: file.field });
      throw new Invalid(message, [{ path: file.field, message }]);
    }
    const contentType = detectedDebiturFileType(file.contentType);
    if (
      !contentType ||
      (file.field === DEBITUR_PHOTO_CATEGORY && contentType === 'application/pdf')
    )
      throw new DomainError(415, rules.typeMessage);
    return { ...file, category: file.field, contentType };
  });
};

const detectedDebiturFileType = (contentType: string): DebiturFileType | undefined =>
  contentType === 'application/pdf' || contentType === 'image/jpeg' || contentType === 'image/png'
    ? contentType
    : undefined;

/** Storage steps of debitur files: the reader stores them, the service reads and removes them. */
export const createDebiturFileStore = (storage: Storage, log: FastifyBaseLogger) => ({
  discard: (keys: string[]) => discardStored(storage, keys, log),
  get: (key: string) => storage.get(key),
});
export type DebiturFileStore = ReturnType<typeof createDebiturFileStore>;
