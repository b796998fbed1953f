import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';

export type RoleListParams = Partial<Pick<ListQuery, 'page' | 'limit' | 'search' | 'unpaged'>>;

/** Query keys of the roles module; mutations invalidate `all` so lists and details refetch. */
export const rolesQueryKeys = {
  all: ['roles'] as const,
  lists: () => [...rolesQueryKeys.all, 'list'] as const,
  list: (params: RoleListParams) => [...rolesQueryKeys.lists(), params] as const,
  details: () => [...rolesQueryKeys.all, 'detail'] as const,
  detail: (id: string) => [...rolesQueryKeys.details(), id] as const,
  /** The access catalogue is not a role, so role changes leave it cached. */
  accessCatalogue: () => ['access-catalogue'] as const,
};
