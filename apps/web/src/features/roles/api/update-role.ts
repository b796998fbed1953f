import type { Role, RoleBody } from '@creditdesk/domain/roles/roles.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rolesQueryKeys } from './roles-query-keys';

export const updateRole = ({ id, body }: { id: string; body: RoleBody }) =>
  api.put<Role>(`/master-data/role/${id}`, body);

export const useUpdateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKeys.all }),
  });
};
