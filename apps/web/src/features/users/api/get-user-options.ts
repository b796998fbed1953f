import type { UserOptions } from '@creditdesk/domain/users/users.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKeys } from './users-query-keys';

/** Roles and the groups with branches, from the users module's own options call. */
export const getUserOptions = () => api.get<UserOptions>('/master-data/user/options');

export const getUserOptionsQueryOptions = () =>
  queryOptions({ queryKey: usersQueryKeys.options(), queryFn: getUserOptions });
