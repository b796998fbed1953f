import type { BranchListItem } from '@creditdesk/domain/branches/branches.schemas';
import { listCall } from '../../../lib/record-calls';
import { branchesQueryKeys, type BranchListParams } from './branches-query-keys';

/** The list's rows name their groups differently from the detail (`relatedGroups`). */
export const {
  get: getBranches,
  queryOptions: getBranchesQueryOptions,
  useList: useBranches,
} = listCall<BranchListItem, BranchListParams>(branchesQueryKeys, '/master-data/branches');
