import type { z } from 'zod';
import { listQuerySchema } from '../shared/list-query.schemas';
import { CREDIT_TYPE_MESSAGES } from './credit-types.messages';
import { CREDIT_TYPES_MODULE } from './credit-types.module';

export { CREDIT_TYPE_MESSAGES };

export const creditTypeBodySchema = CREDIT_TYPES_MODULE.schemas.body;
export type CreditTypeBody = z.infer<typeof creditTypeBodySchema>;

export const creditTypeSchema = CREDIT_TYPES_MODULE.schemas.record;
export type CreditType = z.infer<typeof creditTypeSchema>;

export const creditTypeListQuerySchema = listQuerySchema;
