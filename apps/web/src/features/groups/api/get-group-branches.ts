import type { GroupBranch } from '@creditdesk/domain/groups/groups.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ResourceListParams } from '../../../lib/resource-api';
import { groupsQueryKeys } from './groups-query-keys';

interface GroupBranches {
  data: { branches: GroupBranch[]; totalBranches: number };
  total: number;
}

export const getGroupBranches = (id: string, params: ResourceListParams) =>
  api.get<GroupBranches>(`/master-data/group/${id}/branches`, { params });

export const getGroupBranchesQueryOptions = (id: string, params: ResourceListParams) =>
  queryOptions({
    queryKey: groupsQueryKeys.branches(id, params),
    queryFn: () => getGroupBranches(id, params),
    placeholderData: keepPreviousData,
  });

export const useGroupBranches = (id: string, params: ResourceListParams) =>
  useQuery(getGroupBranchesQueryOptions(id, params));
