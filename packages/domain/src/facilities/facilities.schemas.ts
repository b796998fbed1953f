import { z } from 'zod';
import { listQuerySchema, versionField } from '../shared/list-query.schemas';
import { recordFields } from '../shared/record.schemas';
import { optionalTextarea, requiredText } from '../shared/text.schemas';

export const FACILITY_MESSAGES = {
  facilityNameRequired: 'Facility Name must be filled',
  createFailed: 'Failed to create facilities.',
  deleteTitle: 'Delete Facility',
  deleteQuestion: 'Are you sure want to delete this facility?',
  deleteWarning: 'Once you delete, all data in this facility cannot be restored',
  searchPlaceholder: 'Search by facility name',
} as const;

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
