import type { Role } from '@creditdesk/domain/roles/roles.schemas';
import { detailCall } from '../../../lib/record-calls';
import { rolesQueryKeys } from './roles-query-keys';

export const {
  get: getRole,
  queryOptions: getRoleQueryOptions,
  useDetail: useRole,
} = detailCall<Role>(rolesQueryKeys, '/master-data/role');
