import type { Facility, FacilityBody } from '@creditdesk/domain/facilities/facilities.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { facilitiesQueryKeys } from './facilities-query-keys';

export const updateFacility = ({ id, body }: { id: string; body: FacilityBody }) =>
  api.put<Facility>(`/master-data/facility/${id}`, body);

export const useUpdateFacility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFacility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facilitiesQueryKeys.all }),
  });
};
