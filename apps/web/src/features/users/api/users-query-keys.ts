import type { UserStatus } from '@creditdesk/domain/users/users.schemas';

/** The list query as the users list sends it (spec: GET /master-data/users). */
export interface UserListParams {
  page?: number;
  limit?: number;
  search?: string;
  roleId?: string[];
  groupId?: string[];
  branchId?: string[];
  status?: UserStatus;
  /** true for Active; '' (left out) for Inactive; null (left out) for no status filter. */
  isActive?: boolean | '' | null;
}

/** Query keys of the users module; mutations invalidate `all` so lists and details refetch. */
export const usersQueryKeys = {
  all: ['users'] as const,
  lists: () => [...usersQueryKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...usersQueryKeys.lists(), params] as const,
  details: () => [...usersQueryKeys.all, 'detail'] as const,
  detail: (id: string) => [...usersQueryKeys.details(), id] as const,
  photo: (photoId: string) => [...usersQueryKeys.all, 'photo', photoId] as const,
  options: () => [...usersQueryKeys.all, 'options'] as const,
};
