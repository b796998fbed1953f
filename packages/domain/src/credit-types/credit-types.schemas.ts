import { z } from 'zod';
import { listQuerySchema, versionField } from '../shared/list-query.schemas';
import {
  nameDescriptionBodyFields,
  nameDescriptionRecordFields,
} from '../shared/name-description.schemas';
import { CREDIT_TYPE_MESSAGES } from './credit-types.messages';

export { CREDIT_TYPE_MESSAGES };

export const creditTypeBodySchema = z.object({
  ...nameDescriptionBodyFields('creditappName', CREDIT_TYPE_MESSAGES.creditappNameRequired),
  version: versionField,
});
export type CreditTypeBody = z.infer<typeof creditTypeBodySchema>;

export const creditTypeSchema = z.object({
  ...nameDescriptionRecordFields('creditappName'),
});
export type CreditType = z.infer<typeof creditTypeSchema>;

export const creditTypeListQuerySchema = listQuerySchema;
