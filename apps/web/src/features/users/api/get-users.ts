import type { User, UserStatus } from '@creditdesk/domain/users/users.schemas';
import { listCall } from '../../../lib/record-calls';
import { usersQueryKeys, type UserListParams } from './users-query-keys';

/** What the list page holds: paging, search and the Filter drawer's choices. */
export interface UserListState {
  page: number;
  limit: number;
  search: string;
  roleId: string[];
  groupId: string[];
  branchId: string[];
  status: UserStatus | null;
}

/**
 * The list's query. The status filter is sent as chosen and, as the spec maps it, as isActive:
 * 'active' -> true, 'inactive' -> no value, none -> null (empty values are left out).
 */
export const toUserListParams = (
  state: UserListState,
): UserListParams & Pick<UserListState, 'page' | 'limit'> => ({
  page: state.page,
  limit: state.limit,
  search: state.search || undefined,
  roleId: state.roleId,
  groupId: state.groupId,
  branchId: state.branchId,
  status: state.status ?? undefined,
  isActive: state.status === 'active' ? true : state.status === 'inactive' ? '' : null,
});

export const {
  get: getUsers,
  queryOptions: getUsersQueryOptions,
  useList: useUsers,
} = listCall<User, UserListParams>(usersQueryKeys, '/master-data/users');
