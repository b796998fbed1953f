import type { GroupBranch } from '@creditdesk/domain/groups/groups.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query-options';
import type { RecordListParams } from '../../../lib/record-calls';
import { groupsQueryKeys } from './groups-query-keys';

interface GroupBranches {
  data: { branches: GroupBranch[]; totalBranches: number };
  total: number;
}

export const getGroupBranches = (id: string, params: RecordListParams) =>
  api.get<GroupBranches>(`/master-data/group/${id}/branches`, { params });

export const getGroupBranchesQueryOptions = (id: string, params: RecordListParams) =>
  pagedQueryOptions(groupsQueryKeys.branches(id, params), () => getGroupBranches(id, params));

export const useGroupBranches = (id: string, params: RecordListParams) =>
  useQuery(getGroupBranchesQueryOptions(id, params));
