import type { Branch } from '@creditdesk/domain/branches/branches.schemas';
import { detailCall } from '../../../lib/record-calls';
import { branchesQueryKeys } from './branches-query-keys';

export const {
  get: getBranch,
  queryOptions: getBranchQueryOptions,
  useDetail: useBranch,
} = detailCall<Branch>(branchesQueryKeys, '/master-data/branch');
