import {
  FACILITY_MESSAGES,
  facilityBodySchema,
} from '@creditdesk/domain/facilities/facilities.schemas';
import { facilitiesApi } from '../../../../features/facilities/api/facilities-api';
import { defineNameDescription } from '../name-description/name-description-module';

/** What the facilities pages say and call; loaded with the first of them. */
export const facilitiesModule = defineNameDescription({
  api: facilitiesApi,
  schema: facilityBodySchema,
  nameField: 'facilityName',
  texts: {
    ...FACILITY_MESSAGES,
    plural: 'Facilities',
    singular: 'Facility',
    subtitle: 'Credit and plafond facilities the bank offers.',
    nameLabel: 'Facility Name',
    namePlaceholder: 'e.g. Kredit Modal Kerja',
    descriptionPlaceholder: 'What the facility finances',
  },
});
