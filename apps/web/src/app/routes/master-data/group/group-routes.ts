import { masterDataPages } from '../master-data-pages';

export const groupRoutes = masterDataPages('group', () => import('./group-pages'));
