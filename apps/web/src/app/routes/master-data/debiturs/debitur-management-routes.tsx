import { Navigate, useParams, type RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { masterDataRoutes } from '../master-data-routes';

const pages = paths.masterData.debiturManagement;

/** The spec's audit-trail rows link to /master-data/debitur/edit/{id}: the same edit page. */
function DebiturAuditEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate replace to={pages.editHref(id, 'audit-trail')} />;
}

export const debiturManagementRoutes: RouteObject[] = [
  ...masterDataRoutes('debiturManagement', () => import('./debitur-pages')),
  { path: '/master-data/debitur/edit/:id', element: <DebiturAuditEditRedirect /> },
];
