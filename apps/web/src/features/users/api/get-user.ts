import type { User } from '@creditdesk/domain/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKeys } from './users-query-keys';

export const getUser = (id: string) => api.get<User>(`/master-data/user/${id}`);

export const getUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: usersQueryKeys.detail(id), queryFn: () => getUser(id) });

export const useUser = (id: string) => useQuery(getUserQueryOptions(id));
