import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { UserDetailRoute } from './user-detail';
import { AddUserRoute, EditUserRoute } from './user-form-route';
import { UserListRoute } from './user-list';

const pages = paths.masterData.userManagement;
const guard = (access: 'Read' | 'Create' | 'Update', element: ReactNode) => (
  <RequirePermission permission={{ subMenu: SUB_MENUS.userManagement, access }}>
    {element}
  </RequirePermission>
);

export const userManagementRoutes: RouteObject[] = [
  { path: pages.path, element: guard('Read', <UserListRoute />) },
  { path: pages.addPath, element: guard('Create', <AddUserRoute />) },
  { path: pages.editPath, element: guard('Update', <EditUserRoute />) },
  { path: pages.detailPath, element: guard('Read', <UserDetailRoute />) },
];
