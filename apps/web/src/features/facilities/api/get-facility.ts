import type { Facility } from '@creditdesk/domain/facilities/facilities.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { facilitiesQueryKeys } from './facilities-query-keys';

export const getFacility = (id: string) => api.get<Facility>(`/master-data/facility/${id}`);

export const getFacilityQueryOptions = (id: string) =>
  queryOptions({ queryKey: facilitiesQueryKeys.detail(id), queryFn: () => getFacility(id) });

export const useFacility = (id: string) => useQuery(getFacilityQueryOptions(id));
