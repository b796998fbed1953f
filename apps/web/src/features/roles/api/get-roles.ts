import type { Role } from '@creditdesk/domain/roles/roles.schemas';
import { listCall, type RecordListParams } from '../../../lib/record-calls';
import { rolesQueryKeys } from './roles-query-keys';

export const {
  get: getRoles,
  queryOptions: getRolesQueryOptions,
  useList: useRoles,
} = listCall<Role, RecordListParams>(rolesQueryKeys, '/master-data/roles');
