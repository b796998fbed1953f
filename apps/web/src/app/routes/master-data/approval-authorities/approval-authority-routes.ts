import { masterDataRoutes } from '../master-data-routes';

export const approvalAuthorityRoutes = masterDataRoutes(
  'approvalAuthority',
  () => import('./approval-authority-pages'),
);
