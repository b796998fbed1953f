import { createQueryKeys } from '../../../lib/query-keys';
import type { BranchListQuery } from '@creditdesk/domain/branches/branches.schemas';

export type BranchListParams = Partial<
  Pick<BranchListQuery, 'page' | 'limit' | 'search' | 'unpaged' | 'groupId'>
>;

const keys = createQueryKeys<BranchListParams>('branches');

/** Query keys of the branches module; mutations invalidate `all` so lists and details refetch. */
export const branchesQueryKeys = {
  ...keys,
  groupOptions: () => [...keys.all, 'options', 'groups'] as const,
};
