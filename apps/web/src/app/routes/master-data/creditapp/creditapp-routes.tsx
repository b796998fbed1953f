import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { ModulePendingRoute } from '../../module-pending';

export const creditTypeRoutes: RouteObject[] = [
  {
    path: paths.masterData.creditType.path,
    element: (
      <RequirePermission permission={{ subMenu: SUB_MENUS.facility, access: 'Read' }}>
        <ModulePendingRoute title="Credit Type" />
      </RequirePermission>
    ),
  },
];
