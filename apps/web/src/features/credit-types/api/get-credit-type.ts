import type { CreditType } from '@creditdesk/domain/credit-types/credit-types.schemas';
import { detailCall } from '../../../lib/record-calls';
import { creditTypesQueryKeys } from './credit-types-query-keys';

export const {
  get: getCreditType,
  queryOptions: getCreditTypeQueryOptions,
  useDetail: useCreditType,
} = detailCall<CreditType>(creditTypesQueryKeys, '/master-data/creditapp');
