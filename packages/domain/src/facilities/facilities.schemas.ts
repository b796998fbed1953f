import type { z } from 'zod';
import { nameDescriptionSchemas } from '../shared/name-description.schemas';
import { FACILITY_MESSAGES } from './facilities.messages';

export { FACILITY_MESSAGES };

const facility = nameDescriptionSchemas('facilityName', FACILITY_MESSAGES.facilityNameRequired);

export const facilityBodySchema = facility.body;
export type FacilityBody = z.infer<typeof facilityBodySchema>;

export const facilitySchema = facility.record;
export type Facility = z.infer<typeof facilitySchema>;

export const facilityListQuerySchema = facility.query;
