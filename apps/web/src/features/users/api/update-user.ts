import type { User } from '@creditdesk/domain/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userFormData, type UserWrite } from './user-form-data';
import { usersQueryKeys } from './users-query-keys';

/** Spec: PUT /master-data/user/{id}, multipart with name, email, roleId, status, phoneNumber, area, userPhoto. */
export const updateUser = ({
  id,
  body,
  version,
}: {
  id: string;
  body: UserWrite;
  version: number;
}) => api.put<User>(`/master-data/user/${id}`, userFormData(body, 'status', version));

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The form's choices (roles, groups) stay; a new photo comes with a new photo id.
    onSuccess: (_user, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersQueryKeys.detail(id) }),
      ]),
  });
};
