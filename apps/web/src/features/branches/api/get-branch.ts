import type { Branch } from '@creditdesk/domain/branches/branches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { branchesQueryKeys } from './branches-query-keys';

export const getBranch = (id: string) => api.get<Branch>(`/master-data/branch/${id}`);

export const getBranchQueryOptions = (id: string) =>
  queryOptions({ queryKey: branchesQueryKeys.detail(id), queryFn: () => getBranch(id) });

export const useBranch = (id: string) => useQuery(getBranchQueryOptions(id));
