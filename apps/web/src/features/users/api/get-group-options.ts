import type { UserGroup } from '@creditdesk/domain/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKeys } from './users-query-keys';

/**
 * The groups a user's area can name, each with its branches (spec: GET /master-data/groups,
 * unpaged). Only groups that have branches are offered.
 */
export const getGroupOptions = async (): Promise<UserGroup[]> =>
  (
    await api.get<{ data: UserGroup[] }>('/master-data/groups', {
      params: { unpaged: true, sortBy: 'groupName', sortOrder: 'asc' },
    })
  ).data.filter((group) => group.branches.length > 0);

export const getGroupOptionsQueryOptions = () =>
  queryOptions({ queryKey: usersQueryKeys.groupOptions(), queryFn: getGroupOptions });

export const useGroupOptions = () => useQuery(getGroupOptionsQueryOptions());
