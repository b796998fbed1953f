import type { Facility, FacilityBody } from '@creditdesk/domain/facilities/facilities.schemas';
import { createCall } from '../../../lib/record-calls';
import { facilitiesQueryKeys } from './facilities-query-keys';

export const { post: createFacility, useCreate: useCreateFacility } = createCall<
  Facility,
  FacilityBody
>(facilitiesQueryKeys, '/master-data/facility');
