import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { paths } from '../../../../config/paths';
import { nameDescriptionRoutes } from '../name-description/name-description-routes';

export const facilitiesRoutes = nameDescriptionRoutes({
  subMenu: SUB_MENUS.facility,
  pages: paths.masterData.facilities,
  load: async () => (await import('./facilities-module')).facilitiesModule,
});
