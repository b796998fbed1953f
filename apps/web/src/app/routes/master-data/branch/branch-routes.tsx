import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { paths } from '../../../../config/paths';
import { resourcePages } from '../../lazy-page';

export const branchRoutes = resourcePages({
  pages: paths.masterData.branch,
  subMenu: SUB_MENUS.branch,
  list: async () => (await import('./branch-list')).BranchListRoute,
  add: async () => (await import('./branch-form-route')).AddBranchRoute,
  edit: async () => (await import('./branch-form-route')).EditBranchRoute,
  detail: async () => (await import('./branch-detail')).BranchDetailRoute,
});
