import { deleteCall } from '../../../lib/record-calls';
import { branchesQueryKeys } from './branches-query-keys';

export const { remove: deleteBranch, useDelete: useDeleteBranch } = deleteCall(
  branchesQueryKeys,
  '/master-data/branch',
);
