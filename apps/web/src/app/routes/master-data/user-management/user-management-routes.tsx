import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { paths } from '../../../../config/paths';
import { resourcePages } from '../../lazy-page';

export const userManagementRoutes = resourcePages({
  pages: paths.masterData.userManagement,
  subMenu: SUB_MENUS.userManagement,
  list: async () => (await import('./user-list')).UserListRoute,
  add: async () => (await import('./user-form-route')).AddUserRoute,
  edit: async () => (await import('./user-form-route')).EditUserRoute,
  detail: async () => (await import('./user-detail')).UserDetailRoute,
});
