import { z } from 'zod';
import { listQuerySchema, versionField } from '../shared/list-query.schemas';
import { recordFields } from '../shared/record.schemas';
import { optionalTextarea, requiredText } from '../shared/text.schemas';
import { CREDIT_TYPE_MESSAGES } from './credit-types.messages';

export { CREDIT_TYPE_MESSAGES };

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
