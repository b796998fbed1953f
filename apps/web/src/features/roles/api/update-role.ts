import type { Role, RoleBody } from '@creditdesk/domain/roles/roles.schemas';
import { updateCall } from '../../../lib/record-calls';
import { rolesQueryKeys } from './roles-query-keys';

export const { put: updateRole, useUpdate: useUpdateRole } = updateCall<Role, RoleBody>(
  rolesQueryKeys,
  '/master-data/role',
);
