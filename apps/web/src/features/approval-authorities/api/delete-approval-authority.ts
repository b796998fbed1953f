import { deleteCall } from '../../../lib/record-calls';
import { approvalAuthoritiesQueryKeys } from './approval-authorities-query-keys';

export const { remove: deleteApprovalAuthority, useDelete: useDeleteApprovalAuthority } =
  deleteCall(approvalAuthoritiesQueryKeys, '/master-data/approval-authority');
