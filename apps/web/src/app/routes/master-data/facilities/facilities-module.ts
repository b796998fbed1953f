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
  messages: FACILITY_MESSAGES,
  catalogue: 'facilities',
});
