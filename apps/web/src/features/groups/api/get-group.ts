import type { Group } from '@creditdesk/domain/groups/groups.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupsQueryKeys } from './groups-query-keys';

export const getGroup = (id: string) => api.get<Group>(`/master-data/group/${id}`);

export const getGroupQueryOptions = (id: string) =>
  queryOptions({ queryKey: groupsQueryKeys.detail(id), queryFn: () => getGroup(id) });

export const useGroup = (id: string) => useQuery(getGroupQueryOptions(id));
