import type { Role } from '@creditdesk/domain/roles/roles.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rolesQueryKeys, type RoleListParams } from './roles-query-keys';

export const getRoles = (params: RoleListParams) =>
  api.get<{ data: Role[]; total: number }>('/master-data/roles', { params });

export const getRolesQueryOptions = (params: RoleListParams) =>
  queryOptions({
    queryKey: rolesQueryKeys.list(params),
    queryFn: () => getRoles(params),
    placeholderData: keepPreviousData,
  });

export const useRoles = (params: RoleListParams) => useQuery(getRolesQueryOptions(params));
