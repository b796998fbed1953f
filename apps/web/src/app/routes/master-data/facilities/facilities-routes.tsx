import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  FACILITY_MESSAGES,
  facilityBodySchema,
} from '@creditdesk/domain/facilities/facilities.schemas';
import { paths } from '../../../../config/paths';
import { facilitiesApi } from '../../../../features/facilities/api/facilities-api';
import { nameDescriptionRoutes } from '../name-description/name-description-routes';

export const facilitiesRoutes = nameDescriptionRoutes({
  api: facilitiesApi,
  subMenu: SUB_MENUS.facility,
  pages: paths.masterData.facilities,
  schema: facilityBodySchema,
  nameField: 'facilityName',
  texts: {
    ...FACILITY_MESSAGES,
    plural: 'Facilities',
    singular: 'Facility',
    subtitle: 'Credit and plafond facilities the bank offers.',
    nameLabel: 'Facility Name',
    namePlaceholder: 'e.g. Kredit Modal Kerja',
    descriptionPlaceholder: 'What the facility finances',
  },
});
