import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { resourcePages } from '../../lazy-page';

const pages = paths.masterData.debiturManagement;

/** The spec's audit-trail rows link to /master-data/debitur/edit/{id}: the same edit page. */
function DebiturAuditEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate replace to={pages.editHref(id, 'audit-trail')} />;
}

export const debiturManagementRoutes: RouteObject[] = [
  ...resourcePages({
    pages,
    subMenu: SUB_MENUS.debiturManagement,
    list: async () => (await import('./debitur-list')).DebiturListRoute,
    add: async () => (await import('./debitur-form-route')).AddDebiturRoute,
    edit: async () => (await import('./debitur-form-route')).EditDebiturRoute,
    detail: async () => (await import('./debitur-detail')).DebiturDetailRoute,
  }),
  { path: '/master-data/debitur/edit/:id', element: <DebiturAuditEditRedirect /> },
];
