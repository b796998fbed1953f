import { masterDataRoutes } from '../master-data-routes';

export const userManagementRoutes = masterDataRoutes(
  'userManagement',
  () => import('./user-pages'),
);
