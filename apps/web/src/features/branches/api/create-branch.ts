import type { Branch, BranchBody } from '@creditdesk/domain/branches/branches.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { branchesQueryKeys } from './branches-query-keys';

export const createBranch = (body: BranchBody) => api.post<Branch>('/master-data/branch', body);

export const useCreateBranch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesQueryKeys.all }),
  });
};
