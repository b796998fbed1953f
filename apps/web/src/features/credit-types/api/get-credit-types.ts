import type { CreditType } from '@creditdesk/domain/credit-types/credit-types.schemas';
import { listCall, type RecordListParams } from '../../../lib/record-calls';
import { creditTypesQueryKeys } from './credit-types-query-keys';

export const {
  get: getCreditTypes,
  queryOptions: getCreditTypesQueryOptions,
  useList: useCreditTypes,
} = listCall<CreditType, RecordListParams>(creditTypesQueryKeys, '/master-data/creditapps');
