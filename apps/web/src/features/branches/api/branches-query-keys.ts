import type { BranchListQuery } from '@creditdesk/domain/branches/branches.schemas';

export type BranchListParams = Partial<
  Pick<BranchListQuery, 'page' | 'limit' | 'search' | 'unpaged' | 'groupId'>
>;

/** Query keys of the branches module; mutations invalidate `all` so lists and details refetch. */
export const branchesQueryKeys = {
  all: ['branches'] as const,
  lists: () => [...branchesQueryKeys.all, 'list'] as const,
  list: (params: BranchListParams) => [...branchesQueryKeys.lists(), params] as const,
  details: () => [...branchesQueryKeys.all, 'detail'] as const,
  detail: (id: string) => [...branchesQueryKeys.details(), id] as const,
  groupOptions: () => [...branchesQueryKeys.all, 'options', 'groups'] as const,
};
