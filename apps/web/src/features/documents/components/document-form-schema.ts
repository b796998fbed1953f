import type { MetaField } from '@creditdesk/domain/documents/document-fields';
import {
  checkMetadata,
  DOCUMENT_FILE_EXTENSIONS,
  DOCUMENT_FILE_MAX_BYTES,
  DOCUMENT_MESSAGES,
  otherDocumentTypeSchema,
} from '@creditdesk/domain/documents/documents.schemas';
import { z } from 'zod';

export const FILE_SOURCES = ['upload', 'earlier'] as const;
export type FileSource = (typeof FILE_SOURCES)[number];

export interface DocumentFormValues {
  /** Jenis Dokumen: the name of a type added with 'Add Other Document'. */
  type: string;
  metadata: Record<string, string>;
  source: FileSource;
  file: File | null;
  earlierFileId: string | null;
}

export interface DocumentFormRules {
  fields: readonly MetaField[];
  /** 'Add Other Document', or editing such a type: Jenis Dokumen is asked. */
  asksType: boolean;
  /** A new file (or an earlier one) must be given: uploading, not editing. */
  fileRequired: boolean;
}

/**
 * The upload form's schema: the metadata through the domain's checkMetadata, so the form and
 * the server give the same messages, then Jenis Dokumen and the file. The result carries the
 * metadata as the server stores it (trimmed, empty values left out).
 */
export const documentFormSchema = ({ fields, asksType, fileRequired }: DocumentFormRules) =>
  z
    .object({
      type: z.string(),
      metadata: z.record(z.string(), z.string()),
      source: z.enum(FILE_SOURCES),
      file: z.custom<File>().nullable(),
      earlierFileId: z.string().nullable(),
    })
    .superRefine((values, context) => {
      for (const issue of checkMetadata(fields, values.metadata).issues)
        context.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
      if (asksType) {
        const parsed = otherDocumentTypeSchema.safeParse({ type: values.type });
        if (!parsed.success)
          context.addIssue({
            code: 'custom',
            path: ['type'],
            message: parsed.error.issues[0]?.message ?? DOCUMENT_MESSAGES.documentTypeRequired,
          });
      }
      if (!fileRequired) return;
      if (values.source === 'upload' && !values.file)
        context.addIssue({
          code: 'custom',
          path: ['file'],
          message: DOCUMENT_MESSAGES.fileRequired,
        });
      if (values.source === 'earlier' && !values.earlierFileId)
        context.addIssue({
          code: 'custom',
          path: ['earlierFileId'],
          message: DOCUMENT_MESSAGES.fileRequired,
        });
    })
    .transform((values) => ({
      ...values,
      type: values.type.trim(),
      metadata: checkMetadata(fields, values.metadata).metadata,
    }));

/** The picker's own check before a file is taken (spec: the alerts of the document upload form). */
export const pickedFileProblem = (file: File): string | null => {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  if (!(DOCUMENT_FILE_EXTENSIONS as readonly string[]).includes(extension))
    return DOCUMENT_MESSAGES.pickerTypes;
  if (file.size > DOCUMENT_FILE_MAX_BYTES) return DOCUMENT_MESSAGES.pickerSize;
  return null;
};
