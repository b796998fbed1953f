import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { ModulePendingRoute } from '../../module-pending';

export const userManagementRoutes: RouteObject[] = [
  {
    path: paths.masterData.userManagement.path,
    element: (
      <RequirePermission permission={{ subMenu: SUB_MENUS.userManagement, access: 'Read' }}>
        <ModulePendingRoute title="User Management" />
      </RequirePermission>
    ),
  },
];
