import {
  CREDIT_TYPE_MESSAGES,
  type CreditType,
  type CreditTypeBody,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { createResourceApi } from '../../../lib/resource-api';

/** The credit type calls (the spec's "creditapp" master): list, detail, save, delete, export. */
export const creditTypesApi = createResourceApi<CreditType, CreditTypeBody>({
  module: 'credit-types',
  list: '/master-data/creditapps',
  item: '/master-data/creditapp',
  export: '/master-data/creditapps/export',
  saveFailed: CREDIT_TYPE_MESSAGES.createFailed,
});
