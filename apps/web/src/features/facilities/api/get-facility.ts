import type { Facility } from '@creditdesk/domain/facilities/facilities.schemas';
import { detailCall } from '../../../lib/record-calls';
import { facilitiesQueryKeys } from './facilities-query-keys';

export const {
  get: getFacility,
  queryOptions: getFacilityQueryOptions,
  useDetail: useFacility,
} = detailCall<Facility>(facilitiesQueryKeys, '/master-data/facility');
