import type { DebiturOptionsQuery } from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import type { CreditApplicationListQuery } from '@creditdesk/domain/credit-applications/credit-applications.schemas';

export type CreditApplicationListParams = Partial<CreditApplicationListQuery>;
export type DebiturOptionsParams = Partial<DebiturOptionsQuery>;

/** Query keys of the credit applications module; mutations invalidate `all` so lists and details refetch. */
export const creditApplicationsQueryKeys = {
  all: ['credit-applications'] as const,
  lists: () => [...creditApplicationsQueryKeys.all, 'list'] as const,
  list: (params: CreditApplicationListParams) =>
    [...creditApplicationsQueryKeys.lists(), params] as const,
  details: () => [...creditApplicationsQueryKeys.all, 'detail'] as const,
  detail: (id: string) => [...creditApplicationsQueryKeys.details(), id] as const,
  /** Under the detail, so whatever refreshes the detail refreshes its timeline too. */
  timeline: (id: string) => [...creditApplicationsQueryKeys.detail(id), 'timeline'] as const,
  options: () => [...creditApplicationsQueryKeys.all, 'options'] as const,
  debiturOptions: (params: DebiturOptionsParams) =>
    [...creditApplicationsQueryKeys.options(), 'debiturs', params] as const,
};
