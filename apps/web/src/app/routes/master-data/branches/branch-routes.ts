import { masterDataRoutes } from '../master-data-routes';

export const branchRoutes = masterDataRoutes('branch', () => import('./branch-pages'));
