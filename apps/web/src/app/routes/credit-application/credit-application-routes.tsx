import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { RequirePermission } from '../../layout/require-permission';
import { ModulePendingRoute } from '../module-pending';

export const creditApplicationRoutes: RouteObject[] = [
  {
    path: paths.creditApplication.path,
    element: (
      <RequirePermission permission={{ subMenu: SUB_MENUS.creditApplication, access: 'Read' }}>
        <ModulePendingRoute title="Credit Application" />
      </RequirePermission>
    ),
  },
];

export const approvalRoutes: RouteObject[] = [
  {
    path: paths.approval.path,
    element: (
      <RequirePermission permission={{ subMenu: SUB_MENUS.approval, access: 'View' }}>
        <ModulePendingRoute title="Approval" />
      </RequirePermission>
    ),
  },
];
