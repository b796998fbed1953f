import type { z } from 'zod';
import { listQuerySchema } from '../shared/list-query.schemas';
import { FACILITY_MESSAGES } from './facilities.messages';
import { FACILITIES_MODULE } from './facilities.module';

export { FACILITY_MESSAGES };

export const facilityBodySchema = FACILITIES_MODULE.schemas.body;
export type FacilityBody = z.infer<typeof facilityBodySchema>;

export const facilitySchema = FACILITIES_MODULE.schemas.record;
export type Facility = z.infer<typeof facilitySchema>;

export const facilityListQuerySchema = listQuerySchema;
