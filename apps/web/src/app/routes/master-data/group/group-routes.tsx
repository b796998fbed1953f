import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { paths } from '../../../../config/paths';
import { resourcePages } from '../../lazy-page';

export const groupRoutes = resourcePages({
  pages: paths.masterData.group,
  subMenu: SUB_MENUS.group,
  list: async () => (await import('./group-list')).GroupListRoute,
  add: async () => (await import('./group-form-route')).AddGroupRoute,
  edit: async () => (await import('./group-form-route')).EditGroupRoute,
  detail: async () => (await import('./group-detail')).GroupDetailRoute,
});
