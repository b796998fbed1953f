import { createQueryKeys } from '../../../lib/query-keys';
import type { DebiturOptionsQuery } from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import type {
  ApprovalQueueQuery,
  CreditApplicationListQuery,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';

export type CreditApplicationListParams = Partial<CreditApplicationListQuery>;
export type ApprovalQueueParams = Partial<ApprovalQueueQuery>;
export type DebiturOptionsParams = Partial<DebiturOptionsQuery>;

const keys = createQueryKeys<CreditApplicationListParams>('credit-applications');

/** Query keys of the credit applications module; mutations invalidate the lists and what they changed. */
export const creditApplicationsQueryKeys = {
  ...keys,
  /** Under the detail, so whatever refreshes the detail refreshes its timeline too. */
  timeline: (id: string) => [...keys.detail(id), 'timeline'] as const,
  options: () => [...keys.all, 'options'] as const,
  allDebiturOptions: () => [...creditApplicationsQueryKeys.options(), 'debiturs'] as const,
  debiturOptions: (params: DebiturOptionsParams) =>
    [...creditApplicationsQueryKeys.allDebiturOptions(), params] as const,
};
