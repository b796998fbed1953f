import { z } from 'zod';
import { DEBITUR_MESSAGES } from '../debiturs/debiturs.messages';
import { isDateOnly } from '../shared/dates';
import { characterCount, TEXT_MAX, TEXTAREA_MAX } from '../shared/limits';
import { withParams } from '../shared/message-index';
import { decisionBodySchema } from '../shared/decision.schemas';
import { REQUEST_MESSAGES } from '../shared/request.messages';
import { maxCharacters, maxLengthMessage, requiredText } from '../shared/text.schemas';
import { pairedStartField } from './document-catalogue';
import { type MetaField } from './document-fields';
import { DOCUMENT_MESSAGES } from './documents.messages';

export { DOCUMENT_MESSAGES };

const M = DOCUMENT_MESSAGES;

/** Word, Excel, csv, pdf, jpeg, jpg, png; 20 MB with 1 MB = 1,048,576 bytes (spec 5 and 9). */
export const DOCUMENT_FILE_MAX_BYTES = 20 * 1048576;
export const DOCUMENT_FILE_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.csv',
] as const;
export const DOCUMENT_FILE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
] as const;

export const FILLED_STATES = ['empty', 'partial', 'filled'] as const;
export type FilledState = (typeof FILLED_STATES)[number];

/** 'Completed' marks a file uploaded after the application was Completed; '' otherwise. */
export const STATUS_DOCUMENT_VALUES = ['Completed', ''] as const;
export type StatusDocument = (typeof STATUS_DOCUMENT_VALUES)[number];

export type DocumentMetadata = Record<string, string>;

/** PostgreSQL text cannot hold NUL: such input is refused (400) before it reaches a query. */
const withoutNul = (value: string) => !value.includes('\u0000');
const textWithoutNul = () => z.string().refine(withoutNul, REQUEST_MESSAGES.nulCharacter);

const NIK_PATTERN = /^\d{16}$/;
const NPWP_PATTERN = /^(\d{15}|\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3})$/;
const NIB_PATTERN = /^\d{13,16}$/;
// The debitur's phone rule (debiturs.schemas.ts), so a phone on a document reads as on the debitur.
const PHONE_PATTERN = /^[+\d][\d+-]{5,20}$/;
const NUMBER_PATTERN = /^-?\d{1,18}(\.\d{1,4})?$/;

const asText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return value.trim();
  return undefined;
};

/**
 * Checks metadata against a type's formMetaData with the spec's messages (section 5) and
 * returns it normalised: known fields only, trimmed text, empty values dropped. An Akhir date
 * before its Mulai is '{label} must be a valid date' (design: the Akhir rule).
 */
export const checkMetadata = (
  fields: readonly MetaField[],
  input: Record<string, unknown>,
): { metadata: DocumentMetadata; issues: { path: string; message: string }[] } => {
  const metadata: DocumentMetadata = {};
  const issues: { path: string; message: string }[] = [];
  const fail = (name: string, message: string) =>
    issues.push({ path: `metadata.${name}`, message });
  for (const definition of fields) {
    const raw = input[definition.name];
    const value = asText(raw);
    const { label, name } = definition;
    if (raw !== undefined && raw !== null && value === undefined) {
      fail(
        name,
        definition.type === 'number'
          ? withParams(M.number, { label })
          : withParams(M.filled, { label }),
      );
      continue;
    }
    if (!value) {
      if (definition.required)
        fail(
          name,
          definition.type === 'option'
            ? withParams(M.selected, { label })
            : definition.type === 'date'
              ? withParams(M.validDate, { label })
              : withParams(M.filled, { label }),
        );
      continue;
    }
    const max = definition.type === 'textarea' ? TEXTAREA_MAX : TEXT_MAX;
    if (!withoutNul(value)) {
      fail(name, REQUEST_MESSAGES.nulCharacter);
      continue;
    }
    if (characterCount(value) > max) {
      fail(name, maxLengthMessage(max, characterCount(value)));
      continue;
    }
    if (definition.type === 'number' && !NUMBER_PATTERN.test(value))
      fail(name, withParams(M.number, { label }));
    else if (definition.type === 'option' && !definition.options?.includes(value))
      fail(name, withParams(M.selected, { label }));
    else if (definition.type === 'date' && !isDateOnly(value))
      fail(name, withParams(M.validDate, { label }));
    else if (definition.check === 'nik' && !NIK_PATTERN.test(value))
      fail(name, withParams(M.nikDigits, { label }));
    else if (definition.check === 'npwp' && !NPWP_PATTERN.test(value)) fail(name, M.npwpFormat);
    else if (definition.check === 'nib' && !NIB_PATTERN.test(value)) fail(name, M.nibDigits);
    else if (definition.check === 'phone' && !PHONE_PATTERN.test(value))
      fail(name, DEBITUR_MESSAGES.phonePattern);
    else metadata[name] = value;
  }
  for (const definition of fields) {
    const start = pairedStartField(definition.name, fields);
    const end = metadata[definition.name];
    if (!start || !end) continue;
    const begin = metadata[start];
    if (!begin || end < begin) {
      delete metadata[definition.name];
      fail(definition.name, withParams(M.validDate, { label: definition.label }));
    }
  }
  return { metadata, issues };
};

/** A JSON value sent as a multipart text field, or already parsed (JSON bodies). */
const jsonField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

const metadataInput = z.record(z.string(), z.unknown()).default({});

/** One file of an upload: its metadata, and an earlier file of the debitur to reuse instead of a new one. */
const uploadedDocumentSchema = z.object({
  debitur: z.uuid().optional(),
  metadata: metadataInput,
  fileId: z.uuid().optional(),
});

/**
 * The spec's upload payload (multipart field `data`): creditApplication, category, documents
 * [{type, code, uploadedDocuments [{debitur, metadata}]}]. A catalogued type is named by its
 * `code` (or its id in `type`); 'Add Other Document' sends category 'lain-lain' and the new
 * type's name (Jenis Dokumen) in `type`, without a code.
 */
export const documentUploadDataSchema = z.object(
  {
    creditApplication: z.uuid({ error: 'creditApplication must be a credit application id' }),
    category: maxCharacters(textWithoutNul(), TEXT_MAX).optional(),
    documents: z
      .array(
        z.object({
          type: maxCharacters(textWithoutNul().trim(), TEXT_MAX).optional(),
          code: maxCharacters(textWithoutNul(), TEXT_MAX).optional(),
          uploadedDocuments: z.array(uploadedDocumentSchema).length(1, {
            error: 'Send one uploaded document per request',
          }),
        }),
      )
      .length(1, { error: 'Send one document type per request' }),
  },
  { error: M.dataNotJson },
);
export type DocumentUploadData = z.infer<typeof documentUploadDataSchema>;
export const documentUploadFieldSchema = jsonField(documentUploadDataSchema);

/**
 * One entry of the spec's update payload (multipart field `updates`): the file (`fileId`) of a
 * type (`typeId`), its new metadata, and `replaceFile` with the multipart field holding the new
 * bytes (`fileField`, 'file_0'). `type` renames a type added with 'Add Other Document'.
 */
export const documentUpdateSchema = z.object({
  typeId: z.uuid({ error: M.typeUnknown }),
  code: maxCharacters(textWithoutNul(), TEXT_MAX).optional(),
  debitur: z.uuid().optional(),
  metadata: metadataInput,
  fileId: z.uuid({ error: M.fileUnknown }),
  replaceFile: z.boolean().default(false),
  fileField: maxCharacters(textWithoutNul(), TEXT_MAX).optional(),
  type: requiredText(M.documentTypeRequired)
    .refine(withoutNul, REQUEST_MESSAGES.nulCharacter)
    .optional(),
});
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;
export const documentUpdatesFieldSchema = jsonField(
  z.array(documentUpdateSchema, { error: M.updatesNotJson }).min(1, M.updatesNotJson),
);

/** 'Add Other Document' form: Jenis Dokumen. */
export const otherDocumentTypeSchema = z.object({ type: requiredText(M.documentTypeRequired) });

export const APPROVAL_ACTIONS = ['Approved', 'Rejected'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/**
 * The decision call. An approval may carry a note; a rejection must say why, although the spec's
 * client sends an empty reason: a bank records why it refused credit (docs/decisions.md).
 */
export const approvalBodySchema = decisionBodySchema(APPROVAL_ACTIONS, 'Rejected', {
  actionRequired: M.actionRequired,
  reasonRequired: M.rejectReasonRequired,
});
export type ApprovalBody = z.infer<typeof approvalBodySchema>;

export const earlierFilesQuerySchema = z.object({
  debiturId: z.uuid({ error: 'debiturId must be a debitur id' }),
  type: maxCharacters(textWithoutNul(), TEXT_MAX).optional(),
  search: maxCharacters(textWithoutNul(), TEXT_MAX).optional(),
});

/** The path of a document to remove: the application, the type and the document. */
export const documentFileParamsSchema = z.object({
  id: z.uuid(),
  typeId: z.uuid(),
  fileId: z.uuid(),
});
export const fileIdParamsSchema = z.object({ fileId: z.uuid() });
