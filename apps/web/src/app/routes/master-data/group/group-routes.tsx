import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { GroupDetailRoute } from './group-detail';
import { AddGroupRoute, EditGroupRoute } from './group-form-route';
import { GroupListRoute } from './group-list';

const pages = paths.masterData.group;
const guard = (access: 'Read' | 'Create' | 'Update', element: ReactNode) => (
  <RequirePermission permission={{ subMenu: SUB_MENUS.group, access }}>{element}</RequirePermission>
);

export const groupRoutes: RouteObject[] = [
  { path: pages.path, element: guard('Read', <GroupListRoute />) },
  { path: pages.addPath, element: guard('Create', <AddGroupRoute />) },
  { path: pages.editPath, element: guard('Update', <EditGroupRoute />) },
  { path: pages.detailPath, element: guard('Read', <GroupDetailRoute />) },
];
