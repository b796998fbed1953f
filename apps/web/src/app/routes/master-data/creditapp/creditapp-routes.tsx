import { CREDIT_TYPE_SUB_MENU } from '@creditdesk/domain/access/access-catalogue';
import { paths } from '../../../../config/paths';
import { nameDescriptionRoutes } from '../name-description/name-description-routes';

export const creditTypeRoutes = nameDescriptionRoutes({
  subMenu: CREDIT_TYPE_SUB_MENU,
  pages: paths.masterData.creditType,
  hasDetail: false,
  load: async () => (await import('./creditapp-module')).creditTypesModule,
});
