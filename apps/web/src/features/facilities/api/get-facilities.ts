import type { Facility } from '@creditdesk/domain/facilities/facilities.schemas';
import { listCall, type RecordListParams } from '../../../lib/record-calls';
import { facilitiesQueryKeys } from './facilities-query-keys';

export const {
  get: getFacilities,
  queryOptions: getFacilitiesQueryOptions,
  useList: useFacilities,
} = listCall<Facility, RecordListParams>(facilitiesQueryKeys, '/master-data/facilities');
