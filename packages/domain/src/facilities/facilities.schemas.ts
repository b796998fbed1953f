import { z } from 'zod';
import { listQuerySchema, versionField } from '../shared/list-query.schemas';
import { recordFields } from '../shared/record.schemas';
import { optionalTextarea, requiredText } from '../shared/text.schemas';
import { FACILITY_MESSAGES } from './facilities.messages';

export { FACILITY_MESSAGES };

export const facilityBodySchema = z.object({
  facilityName: requiredText(FACILITY_MESSAGES.facilityNameRequired),
  description: optionalTextarea(),
  version: versionField,
});
export type FacilityBody = z.infer<typeof facilityBodySchema>;

export const facilitySchema = z.object({
  ...recordFields,
  facilityName: z.string(),
  description: z.string().nullable(),
});
export type Facility = z.infer<typeof facilitySchema>;

export const facilityListQuerySchema = listQuerySchema;
