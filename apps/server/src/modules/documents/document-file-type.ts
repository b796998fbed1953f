import { fileTypeFromBuffer } from 'file-type';
import {
  DOCUMENT_FILE_MAX_BYTES,
  DOCUMENT_MESSAGES,
} from '@creditdesk/domain/documents/documents.schemas';
import type { SniffedType, UploadRules } from '../../kit/streamed-upload';

/**
 * The credit file's documents by their bytes (spec section 5: Word, Excel, csv, pdf, jpeg, jpg,
 * png). Signatures are read by `file-type`, which also opens a zip far enough to tell a Word
 * document from a workbook. Two kinds need the name as well: the old Word and Excel formats
 * share one container (OLE compound file), and csv has no signature at all.
 */
const KIND_BY_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
};

/** Where document bytes live in storage. */
export const DOCUMENT_KEY_PREFIX = 'credit-application-documents';

/** Every content type a document is stored with, so the one it is downloaded with. */
export const DOCUMENT_CONTENT_TYPES = Object.keys(KIND_BY_TYPE);

/** The short kind of a stored content type (the spec's Uploaded file `kind`): pdf, docx, csv... */
export const documentFileKind = (contentType: string) => KIND_BY_TYPE[contentType] ?? 'file';

const COMPOUND_FILE_BY_EXTENSION: Record<string, string> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/** csv: UTF-8 text without NUL, checked over every byte as the file streams in. */
const csvChecker = () => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decodes = (decode: () => string) => {
    try {
      return !decode().includes('\u0000');
    } catch {
      return false;
    }
  };
  return {
    chunk: (bytes: Uint8Array) => decodes(() => decoder.decode(bytes, { stream: true })),
    end: () => decodes(() => decoder.decode()),
  };
};

export const sniffDocumentFile = async (
  head: Uint8Array,
  name: string,
): Promise<SniffedType | undefined> => {
  const extension = extensionOf(name);
  const detected = await fileTypeFromBuffer(head);
  if (!detected)
    return extension === '.csv' ? { contentType: 'text/csv', checker: csvChecker } : undefined;
  if (detected.mime === 'application/x-cfb') {
    const contentType = COMPOUND_FILE_BY_EXTENSION[extension];
    return contentType ? { contentType } : undefined;
  }
  return detected.mime in KIND_BY_TYPE && detected.mime !== 'text/csv'
    ? { contentType: detected.mime }
    : undefined;
};

/** 20 MB (1 MB = 1,048,576 bytes) with the spec's messages. */
export const DOCUMENT_UPLOAD_RULES: UploadRules = {
  maxBytes: DOCUMENT_FILE_MAX_BYTES,
  tooLargeMessage: DOCUMENT_MESSAGES.fileTooLarge,
  typeMessage: DOCUMENT_MESSAGES.fileType,
  sniff: sniffDocumentFile,
};
