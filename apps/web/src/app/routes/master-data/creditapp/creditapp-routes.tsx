import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { AddCreditTypeRoute, EditCreditTypeRoute } from './creditapp-form-route';
import { CreditTypeListRoute } from './creditapp-list';

const pages = paths.masterData.creditType;
/** The catalogue has no sub menu for credit types: the facility master governs them. */
const guard = (access: 'Read' | 'Create' | 'Update', element: ReactNode) => (
  <RequirePermission permission={{ subMenu: SUB_MENUS.facility, access }}>
    {element}
  </RequirePermission>
);

export const creditTypeRoutes: RouteObject[] = [
  { path: pages.path, element: guard('Read', <CreditTypeListRoute />) },
  { path: pages.addPath, element: guard('Create', <AddCreditTypeRoute />) },
  { path: pages.editPath, element: guard('Update', <EditCreditTypeRoute />) },
];
