import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { FacilitiesListRoute } from './facilities-list';
import { FacilityDetailRoute } from './facility-detail';
import { AddFacilityRoute, EditFacilityRoute } from './facility-form-route';

const pages = paths.masterData.facilities;
const guard = (access: 'Read' | 'Create' | 'Update', element: ReactNode) => (
  <RequirePermission permission={{ subMenu: SUB_MENUS.facility, access }}>
    {element}
  </RequirePermission>
);

export const facilitiesRoutes: RouteObject[] = [
  { path: pages.path, element: guard('Read', <FacilitiesListRoute />) },
  { path: pages.addPath, element: guard('Create', <AddFacilityRoute />) },
  { path: pages.editPath, element: guard('Update', <EditFacilityRoute />) },
  { path: pages.detailPath, element: guard('Read', <FacilityDetailRoute />) },
];
