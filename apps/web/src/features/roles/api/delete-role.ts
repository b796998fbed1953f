import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rolesQueryKeys } from './roles-query-keys';

export const deleteRole = (id: string) => api.delete<null>(`/master-data/role/${id}`);

export const useDeleteRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKeys.all }),
  });
};
