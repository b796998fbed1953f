import type { User } from '@creditdesk/domain/users/users.schemas';
import { api } from '../../../lib/api-client';
import { useRecordMutation } from '../../../lib/record-calls';
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

// The form's choices (roles, groups) stay; a new photo comes with a new photo id.
export const useUpdateUser = () => useRecordMutation(usersQueryKeys, updateUser, ({ id }) => id);
