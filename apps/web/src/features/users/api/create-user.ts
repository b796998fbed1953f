import type { CreatedUser } from '@creditdesk/domain/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userFormData, type UserWrite } from './user-form-data';
import { usersQueryKeys } from './users-query-keys';

/** Spec: POST /master-data/user, multipart with name, email, roleId, isActive, phoneNumber, area, userPhoto. */
export const createUser = (input: UserWrite) =>
  api.post<CreatedUser>('/master-data/user', userFormData(input, 'isActive'));

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.lists() }),
  });
};
