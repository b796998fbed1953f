import { masterDataPages } from '../master-data-pages';

export const roleRoutes = masterDataPages('role', () => import('./role-pages'));
