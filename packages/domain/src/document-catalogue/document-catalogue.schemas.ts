import { z } from 'zod';
import { DOKUMEN_TBO_SLUG, REPORT_PAGES } from '../access/access-catalogue';
import { META_FIELD_TYPES } from '../documents/document-fields';
import { withParams } from '../shared/message-index';
import { requiredText } from '../shared/text.schemas';
import { DEBITUR_KINDS, FIELD_CHECKS, MANDATORY_RULES } from './catalogue-rules';
import { DOCUMENT_CATALOGUE_MESSAGES } from './document-catalogue.messages';

export { DOCUMENT_CATALOGUE_MESSAGES };

const M = DOCUMENT_CATALOGUE_MESSAGES;

/** The report pages a type may feed: the document reports (not the logbook nor TBO). */
export const DOCUMENT_REPORT_SLUGS = REPORT_PAGES.map((page) => page.slug).filter(
  (slug) => slug !== DOKUMEN_TBO_SLUG && slug !== 'logbook-incoming-call',
);

const CODE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;

const code = requiredText(M.codeRequired, 60).regex(CODE_PATTERN, M.codePattern);
const position = z.coerce
  .number({ error: M.positionNumber })
  .int(M.positionNumber)
  .min(0, M.positionNumber);
const retired = z.boolean().default(false);

/** One field of a type's metadata form, as the catalogue holds and sends it. */
export const catalogueFieldSchema = z.object({
  label: requiredText(M.fieldLabelRequired, 100),
  name: requiredText(M.fieldNamePattern, 60).regex(FIELD_NAME_PATTERN, M.fieldNamePattern),
  type: z.enum(META_FIELD_TYPES, { error: M.fieldTypeRequired }),
  required: z.boolean().default(false),
  options: z.array(z.string().trim().min(1)).optional(),
  check: z.enum(FIELD_CHECKS).optional(),
});
export type CatalogueField = z.infer<typeof catalogueFieldSchema>;

export const categoryBodySchema = z.object({
  code,
  title: requiredText(M.titleRequired, 200),
  position,
  debiturKinds: z.enum(DEBITUR_KINDS, { error: M.debiturKindsRequired }),
  retired,
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/** A category's code names it in the address and in its types: it stays as it was created. */
export const categoryUpdateSchema = categoryBodySchema.omit({ code: true });
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/**
 * A type: its code (unique, fixed once an application uses it), category, order, mandatory rule,
 * the report it feeds and the date field that report follows, and its metadata form. The form's
 * own rules (unique names, options for option fields, a due field that is a date) are checked
 * here; the server checks the code, the category and the use.
 */
export const typeBodySchema = z
  .object({
    code,
    title: requiredText(M.titleRequired, 200),
    categoryCode: requiredText(M.categoryRequired, 60),
    position,
    mandatory: z.enum(MANDATORY_RULES, { error: M.mandatoryRequired }),
    report: z
      .enum(DOCUMENT_REPORT_SLUGS as [string, ...string[]], { error: M.unknownReport })
      .nullable()
      .default(null),
    dueField: z.string().trim().min(1).nullable().default(null),
    formMetaData: z.array(catalogueFieldSchema).default([]),
    retired,
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.formMetaData.forEach((field, index) => {
      if (seen.has(field.name))
        context.addIssue({
          code: 'custom',
          path: ['formMetaData', index, 'name'],
          message: withParams(M.fieldNameTaken, { name: field.name }),
        });
      seen.add(field.name);
      if (field.type === 'option' && !field.options?.length)
        context.addIssue({
          code: 'custom',
          path: ['formMetaData', index, 'options'],
          message: withParams(M.optionsRequired, { label: field.label }),
        });
      if (field.check && field.type !== 'text')
        context.addIssue({
          code: 'custom',
          path: ['formMetaData', index, 'check'],
          message: withParams(M.checkNeedsText, { label: field.label }),
        });
    });
    const { dueField } = body;
    if (
      dueField &&
      !body.formMetaData.some((field) => field.name === dueField && field.type === 'date')
    )
      context.addIssue({
        code: 'custom',
        path: ['dueField'],
        message: withParams(M.dueFieldNotDate, { name: dueField }),
      });
  });
export type TypeBody = z.infer<typeof typeBodySchema>;

export const catalogueTypeSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  categoryCode: z.string(),
  position: z.number().int(),
  mandatory: z.enum(MANDATORY_RULES),
  report: z.string().nullable(),
  dueField: z.string().nullable(),
  formMetaData: z.array(catalogueFieldSchema),
  retired: z.boolean(),
  /** Some application's file, deferral or version names it: it cannot be deleted. */
  inUse: z.boolean(),
  /** An application uses it, so its code can no longer change. */
  codeLocked: z.boolean(),
});
export type CatalogueType = z.infer<typeof catalogueTypeSchema>;

export const catalogueCategorySchema = z.object({
  code: z.string(),
  title: z.string(),
  position: z.number().int(),
  debiturKinds: z.enum(DEBITUR_KINDS),
  retired: z.boolean(),
  /** It holds a type (or an application's own type): it cannot be deleted. */
  inUse: z.boolean(),
  types: z.array(catalogueTypeSchema),
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

/** `GET /document-catalogue`: the categories in order, each with its types in order. */
export const catalogueTreeSchema = z.array(catalogueCategorySchema);
export type CatalogueTree = z.infer<typeof catalogueTreeSchema>;

export const categoryCodeParamsSchema = z.object({ code: z.string().min(1) });
export const typeIdParamsSchema = z.object({ id: z.uuid() });
