import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';

export type FacilityListParams = Partial<Pick<ListQuery, 'page' | 'limit' | 'search' | 'unpaged'>>;

/** Query keys of the facilities module; mutations invalidate `all` so lists and details refetch. */
export const facilitiesQueryKeys = {
  all: ['facilities'] as const,
  lists: () => [...facilitiesQueryKeys.all, 'list'] as const,
  list: (params: FacilityListParams) => [...facilitiesQueryKeys.lists(), params] as const,
  details: () => [...facilitiesQueryKeys.all, 'detail'] as const,
  detail: (id: string) => [...facilitiesQueryKeys.details(), id] as const,
};
