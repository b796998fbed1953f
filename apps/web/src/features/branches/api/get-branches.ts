import type { BranchListItem } from '@creditdesk/domain/branches/branches.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { branchesApi, type BranchListParams } from './branches-api';

export const getBranches = (params: BranchListParams) =>
  api.get<{ data: BranchListItem[]; total: number }>('/master-data/branches', { params });

export const getBranchesQueryOptions = (params: BranchListParams) =>
  queryOptions({
    queryKey: branchesApi.keys.list(params),
    queryFn: () => getBranches(params),
    placeholderData: keepPreviousData,
  });

export const useBranches = (params: BranchListParams) => useQuery(getBranchesQueryOptions(params));
