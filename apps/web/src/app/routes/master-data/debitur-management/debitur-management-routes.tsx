import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { ModulePendingRoute } from '../../module-pending';

export const debiturManagementRoutes: RouteObject[] = [
  {
    path: paths.masterData.debiturManagement.path,
    element: (
      <RequirePermission permission={{ subMenu: SUB_MENUS.debiturManagement, access: 'Read' }}>
        <ModulePendingRoute title="Debitur Management" />
      </RequirePermission>
    ),
  },
];
