import type { z } from 'zod';
import { moduleSchemas } from '../modules/module-schemas';
import { FACILITY_MESSAGES } from './facilities.messages';
import { FACILITIES_MODULE } from './facilities.module';

export { FACILITY_MESSAGES };

const schemas = moduleSchemas(FACILITIES_MODULE);

export const facilityBodySchema = schemas.body;
export type FacilityBody = z.infer<typeof facilityBodySchema>;

export const facilitySchema = schemas.record;
export type Facility = z.infer<typeof facilitySchema>;

export const facilityListQuerySchema = schemas.query;
