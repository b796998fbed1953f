import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { RequirePermission } from '../../layout/require-permission';
import { ApprovalQueueRoute } from './approval-queue';
import { CreditApplicationDetailRoute } from './credit-application-detail';
import {
  AddCreditApplicationRoute,
  EditCreditApplicationRoute,
} from './credit-application-form-route';
import { CreditApplicationListRoute } from './credit-application-list';

const pages = paths.creditApplication;
const guard = (access: 'Read' | 'Create' | 'Update', element: ReactNode) => (
  <RequirePermission permission={{ subMenu: SUB_MENUS.creditApplication, access }}>
    {element}
  </RequirePermission>
);

export const creditApplicationRoutes: RouteObject[] = [
  { path: pages.path, element: guard('Read', <CreditApplicationListRoute />) },
  { path: pages.addPath, element: guard('Create', <AddCreditApplicationRoute />) },
  { path: pages.editPath, element: guard('Update', <EditCreditApplicationRoute />) },
  { path: pages.detailPath, element: guard('Read', <CreditApplicationDetailRoute />) },
];

/** The approval queue: the applications Waiting for Review, oldest first. */
export const approvalRoutes: RouteObject[] = [
  {
    path: paths.approval.path,
    element: (
      <RequirePermission permission={{ subMenu: SUB_MENUS.approval, access: 'View' }}>
        <ApprovalQueueRoute />
      </RequirePermission>
    ),
  },
];
