import type { GroupBranch } from '@creditdesk/domain/groups/groups.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupsQueryKeys, type GroupListParams } from './groups-query-keys';

interface GroupBranches {
  data: { branches: GroupBranch[]; totalBranches: number };
  total: number;
}

export const getGroupBranches = (id: string, params: GroupListParams) =>
  api.get<GroupBranches>(`/master-data/group/${id}/branches`, { params });

export const getGroupBranchesQueryOptions = (id: string, params: GroupListParams) =>
  queryOptions({
    queryKey: groupsQueryKeys.branches(id, params),
    queryFn: () => getGroupBranches(id, params),
    placeholderData: keepPreviousData,
  });

export const useGroupBranches = (id: string, params: GroupListParams) =>
  useQuery(getGroupBranchesQueryOptions(id, params));
