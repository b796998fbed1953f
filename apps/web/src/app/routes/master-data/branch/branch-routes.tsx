import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { BranchDetailRoute } from './branch-detail';
import { AddBranchRoute, EditBranchRoute } from './branch-form-route';
import { BranchListRoute } from './branch-list';

const pages = paths.masterData.branch;
const guard = (access: 'Read' | 'Create' | 'Update', element: ReactNode) => (
  <RequirePermission permission={{ subMenu: SUB_MENUS.branch, access }}>
    {element}
  </RequirePermission>
);

export const branchRoutes: RouteObject[] = [
  { path: pages.path, element: guard('Read', <BranchListRoute />) },
  { path: pages.addPath, element: guard('Create', <AddBranchRoute />) },
  { path: pages.editPath, element: guard('Update', <EditBranchRoute />) },
  { path: pages.detailPath, element: guard('Read', <BranchDetailRoute />) },
];
