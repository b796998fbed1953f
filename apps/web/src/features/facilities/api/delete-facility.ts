import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { facilitiesQueryKeys } from './facilities-query-keys';

export const deleteFacility = (id: string) => api.delete<null>(`/master-data/facility/${id}`);

export const useDeleteFacility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFacility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facilitiesQueryKeys.all }),
  });
};
