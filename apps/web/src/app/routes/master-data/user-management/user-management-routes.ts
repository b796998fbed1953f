import { masterDataPages } from '../master-data-pages';

export const userManagementRoutes = masterDataPages('userManagement', () => import('./user-pages'));
