import { masterDataRoutes } from '../master-data-routes';

export const groupRoutes = masterDataRoutes('group', () => import('./group-pages'));
