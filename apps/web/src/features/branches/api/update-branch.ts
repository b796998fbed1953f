import type { Branch, BranchBody } from '@creditdesk/domain/branches/branches.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { branchesQueryKeys } from './branches-query-keys';

export const updateBranch = ({ id, body }: { id: string; body: BranchBody }) =>
  api.put<Branch>(`/master-data/branch/${id}`, body);

export const useUpdateBranch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesQueryKeys.all }),
  });
};
