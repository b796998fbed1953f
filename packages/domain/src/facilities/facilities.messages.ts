import { defineMessages } from '../shared/message-index';
// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const FACILITY_MESSAGES = defineMessages('facilities', {
  facilityNameRequired: 'Facility Name must be filled',
  createFailed: 'Failed to create facilities.',
  deleteTitle: 'Delete Facility',
  deleteQuestion: 'Are you sure want to delete this facility?',
  deleteWarning: 'Once you delete, all data in this facility cannot be restored',
  searchPlaceholder: 'Search by facility name',
});
