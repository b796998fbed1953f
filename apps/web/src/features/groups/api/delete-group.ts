import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupsQueryKeys } from './groups-query-keys';

export const deleteGroup = (id: string) => api.delete<null>(`/master-data/group/${id}`);

export const useDeleteGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKeys.all }),
  });
};
