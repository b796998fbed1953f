import { z } from 'zod';
import { listQuerySchema, versionField } from '../shared/list-query.schemas';
import {
  nameDescriptionBodyFields,
  nameDescriptionRecordFields,
} from '../shared/name-description.schemas';
import { FACILITY_MESSAGES } from './facilities.messages';

export { FACILITY_MESSAGES };

export const facilityBodySchema = z.object({
  ...nameDescriptionBodyFields('facilityName', FACILITY_MESSAGES.facilityNameRequired),
  version: versionField,
});
export type FacilityBody = z.infer<typeof facilityBodySchema>;

export const facilitySchema = z.object({
  ...nameDescriptionRecordFields('facilityName'),
});
export type Facility = z.infer<typeof facilitySchema>;

export const facilityListQuerySchema = listQuerySchema;
