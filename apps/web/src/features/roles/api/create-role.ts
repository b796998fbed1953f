import type { Role, RoleBody } from '@creditdesk/domain/roles/roles.schemas';
import { createCall } from '../../../lib/record-calls';
import { rolesQueryKeys } from './roles-query-keys';

export const { post: createRole, useCreate: useCreateRole } = createCall<Role, RoleBody>(
  rolesQueryKeys,
  '/master-data/role',
);
