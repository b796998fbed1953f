import { LOGBOOK_SUB_MENU } from '@creditdesk/domain/access/access-catalogue';
import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyPage } from '../lazy-page';

const pages = paths.report.logbook;
const permission = (access: 'Read' | 'Create' | 'Update') => ({
  subMenu: LOGBOOK_SUB_MENU,
  access,
});

export const logbookRoutes: RouteObject[] = [
  lazyPage({
    path: pages.path,
    permission: permission('Read'),
    load: async () => (await import('./logbook-list')).LogbookListRoute,
  }),
  lazyPage({
    path: pages.addPath,
    permission: permission('Create'),
    load: async () => (await import('./logbook-form-route')).AddLogbookEntryRoute,
  }),
  lazyPage({
    path: pages.editPath,
    permission: permission('Update'),
    load: async () => (await import('./logbook-form-route')).EditLogbookEntryRoute,
  }),
];
