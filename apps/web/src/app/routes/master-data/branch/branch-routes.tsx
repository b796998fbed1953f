import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { ModulePendingRoute } from '../../module-pending';

export const branchRoutes: RouteObject[] = [
  {
    path: paths.masterData.branch.path,
    element: (
      <RequirePermission permission={{ subMenu: SUB_MENUS.branch, access: 'Read' }}>
        <ModulePendingRoute title="Branch" />
      </RequirePermission>
    ),
  },
];
