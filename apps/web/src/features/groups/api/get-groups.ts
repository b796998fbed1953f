import type { Group } from '@creditdesk/domain/groups/groups.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupsQueryKeys, type GroupListParams } from './groups-query-keys';

export const getGroups = (params: GroupListParams) =>
  api.get<{ data: Group[]; total: number }>('/master-data/groups', { params });

export const getGroupsQueryOptions = (params: GroupListParams) =>
  queryOptions({
    queryKey: groupsQueryKeys.list(params),
    queryFn: () => getGroups(params),
    placeholderData: keepPreviousData,
  });

export const useGroups = (params: GroupListParams) => useQuery(getGroupsQueryOptions(params));
