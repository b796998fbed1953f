import type { CreatedUser } from '@creditdesk/domain/users/users.schemas';
import { api } from '../../../lib/api-client';
import { useRecordMutation } from '../../../lib/record-calls';
import { userFormData, type UserWrite } from './user-form-data';
import { usersQueryKeys } from './users-query-keys';

/** Spec: POST /master-data/user, multipart with name, email, roleId, isActive, phoneNumber, area, userPhoto. */
export const createUser = (input: UserWrite) =>
  api.post<CreatedUser>('/master-data/user', userFormData(input, 'isActive'));

export const useCreateUser = () => useRecordMutation(usersQueryKeys, createUser);
