import type { User } from '@creditdesk/domain/users/users.schemas';
import { detailCall } from '../../../lib/record-calls';
import { usersQueryKeys } from './users-query-keys';

export const {
  get: getUser,
  queryOptions: getUserQueryOptions,
  useDetail: useUser,
} = detailCall<User>(usersQueryKeys, '/master-data/user');
