import type { Branch, BranchBody } from '@creditdesk/domain/branches/branches.schemas';
import { createCall } from '../../../lib/record-calls';
import { branchesQueryKeys } from './branches-query-keys';

export const { post: createBranch, useCreate: useCreateBranch } = createCall<Branch, BranchBody>(
  branchesQueryKeys,
  '/master-data/branch',
);
