import { createQueryKeys } from '../../../lib/query-keys';
import type { UserStatus } from '@creditdesk/domain/users/users.schemas';

/** The list query as the users list sends it (spec: GET /master-data/users). */
export type UserListParams = {
  page?: number;
  limit?: number;
  search?: string;
  roleId?: string[];
  groupId?: string[];
  branchId?: string[];
  status?: UserStatus;
  /** true for Active; '' (left out) for Inactive; null (left out) for no status filter. */
  isActive?: boolean | '' | null;
};

const keys = createQueryKeys<UserListParams>('users');

/** Query keys of the users module; mutations invalidate the lists and what else they changed. */
export const usersQueryKeys = {
  ...keys,
  photo: (photoId: string) => [...keys.all, 'photo', photoId] as const,
  options: () => [...keys.all, 'options'] as const,
};
