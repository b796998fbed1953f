import { LOGBOOK_SUB_MENU } from '@creditdesk/domain/access/access-catalogue';
import { paths } from '../../../config/paths';
import { resourcePages } from '../lazy-page';

/** The logbook's list and its add and edit forms; a call has no detail page. */
export const logbookRoutes = resourcePages({
  pages: paths.report.logbook,
  subMenu: LOGBOOK_SUB_MENU,
  hasDetail: false,
  load: () => import('./logbook-pages'),
});
