import type { z } from 'zod';
import { nameDescriptionSchemas } from '../shared/name-description.schemas';
import { CREDIT_TYPE_MESSAGES } from './credit-types.messages';

export { CREDIT_TYPE_MESSAGES };

const creditType = nameDescriptionSchemas(
  'creditappName',
  CREDIT_TYPE_MESSAGES.creditappNameRequired,
);

export const creditTypeBodySchema = creditType.body;
export type CreditTypeBody = z.infer<typeof creditTypeBodySchema>;

export const creditTypeSchema = creditType.record;
export type CreditType = z.infer<typeof creditTypeSchema>;

export const creditTypeListQuerySchema = creditType.query;
