import type { Facility } from '@creditdesk/domain/facilities/facilities.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { facilitiesQueryKeys, type FacilityListParams } from './facilities-query-keys';

export const getFacilities = (params: FacilityListParams) =>
  api.get<{ data: Facility[]; total: number }>('/master-data/facilities', { params });

export const getFacilitiesQueryOptions = (params: FacilityListParams) =>
  queryOptions({
    queryKey: facilitiesQueryKeys.list(params),
    queryFn: () => getFacilities(params),
    placeholderData: keepPreviousData,
  });

export const useFacilities = (params: FacilityListParams) =>
  useQuery(getFacilitiesQueryOptions(params));
