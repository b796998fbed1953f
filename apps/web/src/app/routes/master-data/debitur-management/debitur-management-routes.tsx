import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { ReactNode } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { RequirePermission } from '../../../layout/require-permission';
import { DebiturDetailRoute } from './debitur-detail';
import { AddDebiturRoute, EditDebiturRoute } from './debitur-form-route';
import { DebiturListRoute } from './debitur-list';

const pages = paths.masterData.debiturManagement;
const guard = (access: 'Read' | 'Create' | 'Update', element: ReactNode) => (
  <RequirePermission permission={{ subMenu: SUB_MENUS.debiturManagement, access }}>
    {element}
  </RequirePermission>
);

/** The spec's audit-trail rows link to /master-data/debitur/edit/{id}: the same edit page. */
function DebiturAuditEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate replace to={pages.editHref(id, 'audit-trail')} />;
}

export const debiturManagementRoutes: RouteObject[] = [
  { path: pages.path, element: guard('Read', <DebiturListRoute />) },
  { path: pages.addPath, element: guard('Create', <AddDebiturRoute />) },
  { path: pages.editPath, element: guard('Update', <EditDebiturRoute />) },
  { path: pages.detailPath, element: guard('Read', <DebiturDetailRoute />) },
  { path: '/master-data/debitur/edit/:id', element: <DebiturAuditEditRedirect /> },
];
