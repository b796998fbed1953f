import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { detailCall } from '../../../lib/record-calls';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

export const {
  get: getCreditApplication,
  queryOptions: getCreditApplicationQueryOptions,
  useDetail: useCreditApplication,
} = detailCall<CreditApplication>(creditApplicationsQueryKeys, '/credit-application');
