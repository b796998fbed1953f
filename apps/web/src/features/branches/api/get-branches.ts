import type { BranchListItem } from '@creditdesk/domain/branches/branches.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query-options';
import { branchesApi, type BranchListParams } from './branches-api';

export const getBranches = (params: BranchListParams) =>
  api.get<{ data: BranchListItem[]; total: number }>('/master-data/branches', { params });

export const getBranchesQueryOptions = (params: BranchListParams) =>
  pagedQueryOptions(branchesApi.keys.list(params), () => getBranches(params));

export const useBranches = (params: BranchListParams) => useQuery(getBranchesQueryOptions(params));
