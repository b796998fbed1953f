import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  CREDIT_TYPE_MESSAGES,
  creditTypeBodySchema,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { paths } from '../../../../config/paths';
import { creditTypesApi } from '../../../../features/credit-types/api/credit-types-api';
import { nameDescriptionRoutes } from '../name-description/name-description-routes';

export const creditTypeRoutes = nameDescriptionRoutes({
  api: creditTypesApi,
  // The catalogue has no sub menu for credit types: the facility master governs them.
  subMenu: SUB_MENUS.facility,
  pages: paths.masterData.creditType,
  schema: creditTypeBodySchema,
  nameField: 'creditappName',
  hasDetail: false,
  texts: {
    ...CREDIT_TYPE_MESSAGES,
    plural: 'Credit Type',
    singular: 'Credit Type',
    notificationSubject: 'Credit type',
    subtitle: 'The credit types a credit application can be made for.',
    nameLabel: 'CreditApp Name',
    namePlaceholder: 'e.g. Kredit Modal Kerja',
    descriptionPlaceholder: 'What the credit type is for',
  },
});
