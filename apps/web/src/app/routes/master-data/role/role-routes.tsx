import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { paths } from '../../../../config/paths';
import { resourcePages } from '../../lazy-page';

export const roleRoutes = resourcePages({
  pages: paths.masterData.role,
  subMenu: SUB_MENUS.role,
  list: async () => (await import('./role-list')).RoleListRoute,
  add: async () => (await import('./role-form-route')).AddRoleRoute,
  edit: async () => (await import('./role-form-route')).EditRoleRoute,
  detail: async () => (await import('./role-detail')).RoleDetailRoute,
});
