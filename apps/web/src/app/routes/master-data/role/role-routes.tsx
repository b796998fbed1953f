import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { RoleDetailRoute } from './role-detail';
import { AddRoleRoute, EditRoleRoute } from './role-form-route';
import { RoleListRoute } from './role-list';

const pages = paths.masterData.role;
const guard = (access: 'Read' | 'Create' | 'Update', element: ReactNode) => (
  <RequirePermission permission={{ subMenu: SUB_MENUS.role, access }}>{element}</RequirePermission>
);

export const roleRoutes: RouteObject[] = [
  { path: pages.path, element: guard('Read', <RoleListRoute />) },
  { path: pages.addPath, element: guard('Create', <AddRoleRoute />) },
  { path: pages.editPath, element: guard('Update', <EditRoleRoute />) },
  { path: pages.detailPath, element: guard('Read', <RoleDetailRoute />) },
];
