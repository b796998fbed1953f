import type {
  Branch,
  BranchBody,
  BranchListQuery,
} from '@creditdesk/domain/branches/branches.schemas';
import { createResourceApi } from '../../../lib/resource-api';

export type BranchListParams = Partial<
  Pick<BranchListQuery, 'page' | 'limit' | 'search' | 'unpaged' | 'groupId'>
>;

/**
 * The branch calls: detail, create, update, delete and export. The list's rows name their groups
 * differently from the detail (`relatedGroups`), so the list has its own call in get-branches.ts.
 */
export const branchesApi = createResourceApi<Branch, BranchBody, BranchListParams>({
  module: 'branches',
  list: '/master-data/branches',
  item: '/master-data/branch',
  export: '/master-data/branches/export',
});
