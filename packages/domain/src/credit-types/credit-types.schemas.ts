import { z } from 'zod';
import { listQuerySchema, versionField } from '../shared/list-query.schemas';
import { recordFields } from '../shared/record.schemas';
import { optionalTextarea, requiredText } from '../shared/text.schemas';

/** The spec's "credit application master": the Credit Type options of the wizard. */
export const CREDIT_TYPE_MESSAGES = {
  creditappNameRequired: 'CreditApp Name must be filled',
  duplicateName: 'CreditApp Name already exists.',
  createFailed: 'Failed to create creditapp.',
  deleteTitle: 'Delete Credit Type',
  deleteQuestion: 'Are you sure want to delete this credit type?',
  deleteWarning: 'Once you delete, all data in this credit type cannot be restored',
  searchPlaceholder: 'Search by creditapp name',
} as const;

export const creditTypeBodySchema = z.object({
  creditappName: requiredText(CREDIT_TYPE_MESSAGES.creditappNameRequired),
  description: optionalTextarea(),
  version: versionField,
});
export type CreditTypeBody = z.infer<typeof creditTypeBodySchema>;

export const creditTypeSchema = z.object({
  ...recordFields,
  creditappName: z.string(),
  description: z.string().nullable(),
});
export type CreditType = z.infer<typeof creditTypeSchema>;

export const creditTypeListQuerySchema = listQuerySchema;
