import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { paths } from '../../../../config/paths';
import { useCreateRole } from '../../../../features/roles/api/create-role';
import { useDeleteRole } from '../../../../features/roles/api/delete-role';
import { exportRoles } from '../../../../features/roles/api/export-roles';
import { useRole } from '../../../../features/roles/api/get-role';
import { useRoles } from '../../../../features/roles/api/get-roles';
import { useUpdateRole } from '../../../../features/roles/api/update-role';

/** What the role pages share: their texts, right, addresses, domain sentences and calls. */
export const roleModule = {
  catalogue: 'roles',
  subMenu: SUB_MENUS.role,
  pages: paths.masterData.role,
  messages: ROLE_MESSAGES,
  calls: {
    useList: useRoles,
    useDetail: useRole,
    useCreate: useCreateRole,
    useUpdate: useUpdateRole,
    useDelete: useDeleteRole,
    exportList: exportRoles,
  },
} as const;
