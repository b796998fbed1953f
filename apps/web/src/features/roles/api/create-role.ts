import type { Role, RoleBody } from '@creditdesk/domain/roles/roles.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rolesQueryKeys } from './roles-query-keys';

export const createRole = (body: RoleBody) => api.post<Role>('/master-data/role', body);

export const useCreateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKeys.all }),
  });
};
