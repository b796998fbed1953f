import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';

export type GroupListParams = Partial<Pick<ListQuery, 'page' | 'limit' | 'search' | 'unpaged'>>;

/** Query keys of the groups module; mutations invalidate `all` so lists and details refetch. */
export const groupsQueryKeys = {
  all: ['groups'] as const,
  lists: () => [...groupsQueryKeys.all, 'list'] as const,
  list: (params: GroupListParams) => [...groupsQueryKeys.lists(), params] as const,
  details: () => [...groupsQueryKeys.all, 'detail'] as const,
  detail: (id: string) => [...groupsQueryKeys.details(), id] as const,
  branches: (id: string, params: GroupListParams) =>
    [...groupsQueryKeys.detail(id), 'branches', params] as const,
};
