import type { Role, RoleBody } from '@creditdesk/domain/roles/roles.schemas';
import { createResourceApi } from '../../../lib/resource-api';

/** The role calls: list, detail, create, update, delete and export. */
export const rolesApi = createResourceApi<Role, RoleBody>({
  module: 'roles',
  list: '/master-data/roles',
  item: '/master-data/role',
  export: '/master-data/roles/export',
});
