import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKeys } from './users-query-keys';

export const deleteUser = (id: string) => api.delete<null>(`/master-data/user/${id}`);

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_answer, id) => {
      // The deleted user's detail is gone for good: dropped, not refetched into a 404.
      queryClient.removeQueries({ queryKey: usersQueryKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: usersQueryKeys.lists() });
    },
  });
};
