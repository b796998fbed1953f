import { deleteCall } from '../../../lib/record-calls';
import { creditTypesQueryKeys } from './credit-types-query-keys';

export const { remove: deleteCreditType, useDelete: useDeleteCreditType } = deleteCall(
  creditTypesQueryKeys,
  '/master-data/creditapp',
);
