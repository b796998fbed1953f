import type { Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { detailCall } from '../../../lib/record-calls';
import { debitursQueryKeys } from './debiturs-query-keys';

export const {
  get: getDebitur,
  queryOptions: getDebiturQueryOptions,
  useDetail: useDebitur,
} = detailCall<Debitur>(debitursQueryKeys, '/master-data/debitur');
