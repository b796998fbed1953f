import { z } from 'zod';
import { TEXTAREA_MAX } from '../shared/limits';
import { REQUEST_MESSAGES } from '../shared/request.messages';
import { maxCharacters } from '../shared/text.schemas';
import { DEBITUR_CHECK_KINDS } from './debitur-checks';
import { documentStructureSchema } from './document-answers.schemas';

/** What the answers carry of the checks against the debitur (debitur-checks.ts). */

export const dataMismatchSchema = z.object({
  /** The document (uploaded file) whose metadata differs. */
  documentId: z.string(),
  typeCode: z.string(),
  /** The metadata field that differs ('nik', 'atasNama', 'nomorNpwp', ...). */
  field: z.string(),
  kind: z.enum(DEBITUR_CHECK_KINDS),
  documentValue: z.string(),
  debiturValue: z.string(),
  /** What differs, by its code in the domain's message tables and the values it names. */
  message: z.object({ code: z.string(), params: z.record(z.string(), z.string()).optional() }),
});

/** The credit file's mismatches with its debitur (current documents only) and their number. */
export const dataChecksSchema = z.object({
  total: z.number().int(),
  mismatches: z.array(dataMismatchSchema),
});
export type DataChecks = z.infer<typeof dataChecksSchema>;

/** `list-document`'s answer with the checks against the debitur. */
export const checkedDocumentStructureSchema = documentStructureSchema.extend({
  dataChecks: dataChecksSchema,
});
export type CheckedDocumentStructure = z.infer<typeof checkedDocumentStructureSchema>;

/**
 * Submit's body, which the spec's client leaves out: the reason to submit a file whose documents
 * differ from the debitur, required (trimmed) only then.
 */
export const submitDocumentFieldsSchema = z.object({
  reason: maxCharacters(z.string(), TEXTAREA_MAX)
    .refine((value) => !value.includes('\u0000'), REQUEST_MESSAGES.nulCharacter)
    .trim()
    .optional()
    .meta({
      description:
        "Why the file goes to review although its documents differ from the debitur (list-document's dataChecks): required then, kept on the timeline.",
    }),
});
// Fastify hands a request without a body on as null.
export const submitDocumentBodySchema = submitDocumentFieldsSchema.nullish();
export type SubmitDocumentBody = z.infer<typeof submitDocumentBodySchema>;
