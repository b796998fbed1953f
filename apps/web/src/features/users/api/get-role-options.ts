import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKeys } from './users-query-keys';

export interface RoleOption {
  _id: string;
  name: string;
}

/** Every role, for the Role select and filter (spec: GET /master-data/roles). */
export const getRoleOptions = async () =>
  (
    await api.get<{ data: RoleOption[] }>('/master-data/roles', {
      params: { unpaged: true, sortBy: 'name', sortOrder: 'asc' },
    })
  ).data;

export const getRoleOptionsQueryOptions = () =>
  queryOptions({ queryKey: usersQueryKeys.roleOptions(), queryFn: getRoleOptions });

export const useRoleOptions = () => useQuery(getRoleOptionsQueryOptions());
