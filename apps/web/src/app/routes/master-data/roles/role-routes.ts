import { masterDataRoutes } from '../master-data-routes';

export const roleRoutes = masterDataRoutes('role', () => import('./role-pages'));
