import type { Role } from '@creditdesk/domain/roles/roles.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rolesQueryKeys } from './roles-query-keys';

export const getRole = (id: string) => api.get<Role>(`/master-data/role/${id}`);

export const getRoleQueryOptions = (id: string) =>
  queryOptions({ queryKey: rolesQueryKeys.detail(id), queryFn: () => getRole(id) });

export const useRole = (id: string) => useQuery(getRoleQueryOptions(id));
