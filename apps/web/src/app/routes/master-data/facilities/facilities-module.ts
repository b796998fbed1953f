import {
  FACILITY_MESSAGES,
  facilityBodySchema,
} from '@creditdesk/domain/facilities/facilities.schemas';
import { useCreateFacility } from '../../../../features/facilities/api/create-facility';
import { useDeleteFacility } from '../../../../features/facilities/api/delete-facility';
import { exportFacilities } from '../../../../features/facilities/api/export-facilities';
import { useFacility } from '../../../../features/facilities/api/get-facility';
import { useFacilities } from '../../../../features/facilities/api/get-facilities';
import { useUpdateFacility } from '../../../../features/facilities/api/update-facility';
import { defineNameDescription } from '../name-description/name-description-module';

/** What the facilities pages say and call; loaded with the first of them. */
export const facilitiesModule = defineNameDescription({
  calls: {
    useList: useFacilities,
    useDetail: useFacility,
    useCreate: useCreateFacility,
    useUpdate: useUpdateFacility,
    useDelete: useDeleteFacility,
    exportList: exportFacilities,
  },
  schema: facilityBodySchema,
  nameField: 'facilityName',
  messages: FACILITY_MESSAGES,
  catalogue: 'facilities',
});
