import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { branchesQueryKeys } from './branches-query-keys';

export interface GroupOption {
  _id: string;
  groupName: string;
}

/** Every group a branch can belong to, by name (spec: GET /master-data/groups, unpaged). */
export const getGroupOptions = async (): Promise<GroupOption[]> =>
  (
    await api.get<{ data: GroupOption[] }>('/master-data/groups', {
      params: { unpaged: true, sortBy: 'groupName', sortOrder: 'asc' },
    })
  ).data;

export const getGroupOptionsQueryOptions = () =>
  queryOptions({ queryKey: branchesQueryKeys.groupOptions(), queryFn: getGroupOptions });

export const useGroupOptions = () => useQuery(getGroupOptionsQueryOptions());
