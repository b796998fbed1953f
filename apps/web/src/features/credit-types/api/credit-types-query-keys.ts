import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';

export type CreditTypeListParams = Partial<
  Pick<ListQuery, 'page' | 'limit' | 'search' | 'unpaged'>
>;

/** Query keys of the credit types module; mutations invalidate `all` so lists and details refetch. */
export const creditTypesQueryKeys = {
  all: ['credit-types'] as const,
  lists: () => [...creditTypesQueryKeys.all, 'list'] as const,
  list: (params: CreditTypeListParams) => [...creditTypesQueryKeys.lists(), params] as const,
  details: () => [...creditTypesQueryKeys.all, 'detail'] as const,
  detail: (id: string) => [...creditTypesQueryKeys.details(), id] as const,
};
