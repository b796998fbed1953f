import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { ModulePendingRoute } from '../../module-pending';

export const groupRoutes: RouteObject[] = [
  {
    path: paths.masterData.group.path,
    element: (
      <RequirePermission permission={{ subMenu: SUB_MENUS.group, access: 'Read' }}>
        <ModulePendingRoute title="Group" />
      </RequirePermission>
    ),
  },
];
