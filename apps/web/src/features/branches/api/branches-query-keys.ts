import type { BranchListQuery } from '@creditdesk/domain/branches/branches.schemas';
import { createQueryKeys } from '../../../lib/query-keys';

export type BranchListParams = Partial<
  Pick<BranchListQuery, 'page' | 'limit' | 'search' | 'unpaged' | 'groupId'>
>;

const keys = createQueryKeys<BranchListParams>('branches');

/** The branches' keys, and the groups its form offers: a branch's change leaves them cached. */
export const branchesQueryKeys = {
  ...keys,
  groupOptions: () => [...keys.all, 'options', 'groups'] as const,
};
