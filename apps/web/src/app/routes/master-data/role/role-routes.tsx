import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { ModulePendingRoute } from '../../module-pending';

export const roleRoutes: RouteObject[] = [
  {
    path: paths.masterData.role.path,
    element: (
      <RequirePermission permission={{ subMenu: SUB_MENUS.role, access: 'Read' }}>
        <ModulePendingRoute title="Role" />
      </RequirePermission>
    ),
  },
];
