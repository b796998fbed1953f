import { z } from 'zod';
import { CREDIT_APPLICATION_STATUSES } from '../credit-applications/credit-application-status';
import { DEBITUR_TYPES } from '../debiturs/debiturs.schemas';
import { FIELD_CHECKS } from '../document-catalogue/catalogue-rules';
import { deferralSchema } from './document-deferrals.schemas';
import { META_FIELD_TYPES } from './document-fields';
import { FILLED_STATES, STATUS_DOCUMENT_VALUES } from './documents.schemas';
import { namedRecordSchema } from '../shared/record.schemas';

/**
 * What the server answers about the credit file's documents: the document structure of
 * `list-document`, the uploaded file, the earlier files of a debitur, the application's timeline
 * and the answers of an upload and an update.
 */

export const metaFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(META_FIELD_TYPES),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
  check: z.enum(FIELD_CHECKS).optional(),
});

export const fileVersionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdBy: namedRecordSchema,
  created: z.string(),
});

/** The spec's Uploaded file: _id, name, metadata (with statusDocument), kind; plus its versions. */
export const uploadedFileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.string(),
  size: z.number().int(),
  metadata: z
    .record(z.string(), z.string())
    .and(z.object({ statusDocument: z.enum(STATUS_DOCUMENT_VALUES) })),
  dueDate: z.string().nullable(),
  /** The file's current bytes; earlier ones are in `versions`, newest first. */
  versionId: z.string(),
  versions: z.array(fileVersionSchema),
  createdBy: namedRecordSchema,
  created: z.string(),
  modified: z.string(),
  /** The version the application's latest decision saw (`versionId` or one of `versions`). */
  decidedVersionId: z.string().nullable(),
  /** Added after the application's latest decision, which therefore never saw it. */
  addedAfterDecision: z.boolean(),
  /** Taken out of the current set after submission, by whom and when; its versions are kept. */
  removed: z.object({ by: namedRecordSchema, at: z.string() }).nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const documentTypeNodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  mandatory: z.boolean(),
  /** A type added with 'Add Other Document' (its name may be edited, it may be removed). */
  custom: z.boolean(),
  formMetaData: z.array(metaFieldSchema),
  filled: z.enum(FILLED_STATES),
  statusDocument: z.enum(STATUS_DOCUMENT_VALUES),
  files: z.array(uploadedFileSchema),
  /** Files removed after submission: no longer current, their versions kept and downloadable. */
  removedFiles: z.array(uploadedFileSchema),
  /** Its open deferral (TBO): Requested, or Granted (which counts as present for Submit). */
  deferral: deferralSchema.nullable(),
});
export type DocumentTypeNode = z.infer<typeof documentTypeNodeSchema>;

/** One category of `list-document`: title, children, formMetaData, filled (spec section 7). */
export const documentCategoryNodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  /** The form of a type added to this category ('Add Other Document'): the default meta. */
  formMetaData: z.array(metaFieldSchema),
  filled: z.enum(FILLED_STATES),
  statusDocument: z.enum(STATUS_DOCUMENT_VALUES),
  mandatory: z.boolean(),
  children: z.array(documentTypeNodeSchema),
});
export type DocumentCategoryNode = z.infer<typeof documentCategoryNodeSchema>;

export const documentStructureSchema = z.object({
  debiturType: z.enum(DEBITUR_TYPES),
  /**
   * Titles of the mandatory types without a current file or a granted deferral; Submit is
   * possible when empty.
   */
  missingMandatory: z.array(z.object({ code: z.string(), title: z.string() })),
  categories: z.array(documentCategoryNodeSchema),
  /** Submitted at least once: a delete keeps the file's versions (listed in `removedFiles`). */
  keepsVersions: z.boolean(),
  /** The latest review decision, whose versions the files name in `decidedVersionId`. */
  decision: z
    .object({
      action: z.enum(['Approved', 'Rejected']),
      decidedBy: namedRecordSchema,
      decided: z.string(),
    })
    .nullable(),
});
export type DocumentStructure = z.infer<typeof documentStructureSchema>;

/** An earlier file of the debitur, offered for reuse (`GET /document-credit-application/files`). */
export const earlierFileSchema = z.object({
  file: z.object({
    _id: z.string(),
    name: z.string(),
    kind: z.string(),
    size: z.number().int(),
    source: z.enum(['debitur', 'credit-application']),
    /** The debitur document category or the document type's title. */
    type: z.string(),
    creditAppNo: z.string().nullable(),
    created: z.string(),
  }),
});
export type EarlierFile = z.infer<typeof earlierFileSchema>;

export const TIMELINE_EVENTS = [
  'created',
  'status',
  'document-added',
  'document-replaced',
  'document-updated',
  'document-removed',
  'submitted',
  'submitted-with-mismatches',
  'approval-given',
  'approved',
  'rejected',
  'revised',
  'deferral-requested',
  'deferral-withdrawn',
  'deferral-granted',
  'deferral-refused',
  'deferral-received',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

/** One entry of an application's history, newest first. */
export const timelineEntrySchema = z.object({
  _id: z.string(),
  event: z.enum(TIMELINE_EVENTS),
  status: z.enum(CREDIT_APPLICATION_STATUSES).nullable(),
  /** The document type and file name, or the decision's reason. */
  detail: z.string().nullable(),
  /** What an entry says beyond its kind, coded (Submit's data mismatches: their count). */
  message: z.object({ code: z.string(), params: z.record(z.string(), z.string()) }).optional(),
  createdBy: namedRecordSchema,
  created: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** The answer of an upload (spec section 7: "answer has creditApplication"). */
export const documentUploadResultSchema = z.object({
  creditApplication: z.string(),
  category: z.string(),
  type: z.object({ _id: z.string(), code: z.string(), title: z.string() }),
  file: uploadedFileSchema,
});
export type DocumentUploadResult = z.infer<typeof documentUploadResultSchema>;

/** The answer of an update (spec section 7: "answer has id"): the documents that changed. */
export const documentUpdateResultSchema = z.object({
  id: z.string(),
  files: z.array(uploadedFileSchema),
});
export type DocumentUpdateResult = z.infer<typeof documentUpdateResultSchema>;
