import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { paths } from '../../../../config/paths';
import { nameDescriptionRoutes } from '../name-description/name-description-routes';

export const creditTypeRoutes = nameDescriptionRoutes({
  // The catalogue has no sub menu for credit types: the facility master governs them.
  subMenu: SUB_MENUS.facility,
  pages: paths.masterData.creditType,
  hasDetail: false,
  load: async () => (await import('./creditapp-module')).creditTypesModule,
});
