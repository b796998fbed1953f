import type { Branch, BranchBody } from '@creditdesk/domain/branches/branches.schemas';
import { updateCall } from '../../../lib/record-calls';
import { branchesQueryKeys } from './branches-query-keys';

export const { put: updateBranch, useUpdate: useUpdateBranch } = updateCall<Branch, BranchBody>(
  branchesQueryKeys,
  '/master-data/branch',
);
