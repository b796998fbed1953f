import type { Facility, FacilityBody } from '@creditdesk/domain/facilities/facilities.schemas';
import { updateCall } from '../../../lib/record-calls';
import { facilitiesQueryKeys } from './facilities-query-keys';

export const { put: updateFacility, useUpdate: useUpdateFacility } = updateCall<
  Facility,
  FacilityBody
>(facilitiesQueryKeys, '/master-data/facility');
