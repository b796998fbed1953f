import { masterDataPages } from '../master-data-pages';

export const branchRoutes = masterDataPages('branch', () => import('./branch-pages'));
