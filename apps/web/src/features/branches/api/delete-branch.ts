import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { branchesQueryKeys } from './branches-query-keys';

export const deleteBranch = (id: string) => api.delete<null>(`/master-data/branch/${id}`);

export const useDeleteBranch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesQueryKeys.all }),
  });
};
