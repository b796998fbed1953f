import type { Facility, FacilityBody } from '@creditdesk/domain/facilities/facilities.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { facilitiesQueryKeys } from './facilities-query-keys';

export const createFacility = (body: FacilityBody) =>
  api.post<Facility>('/master-data/facility', body);

export const useCreateFacility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFacility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facilitiesQueryKeys.all }),
  });
};
