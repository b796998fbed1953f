import type { z } from 'zod';
import { moduleSchemas } from '../modules/module-schemas';
import { CREDIT_TYPE_MESSAGES } from './credit-types.messages';
import { CREDIT_TYPES_MODULE } from './credit-types.module';

export { CREDIT_TYPE_MESSAGES };

const schemas = moduleSchemas(CREDIT_TYPES_MODULE);

export const creditTypeBodySchema = schemas.body;
export type CreditTypeBody = z.infer<typeof creditTypeBodySchema>;

export const creditTypeSchema = schemas.record;
export type CreditType = z.infer<typeof creditTypeSchema>;

export const creditTypeListQuerySchema = schemas.query;
