import type { ApprovalAuthority } from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { detailCall } from '../../../lib/record-calls';
import { approvalAuthoritiesQueryKeys } from './approval-authorities-query-keys';

export const {
  get: getApprovalAuthority,
  queryOptions: getApprovalAuthorityQueryOptions,
  useDetail: useApprovalAuthority,
} = detailCall<ApprovalAuthority>(approvalAuthoritiesQueryKeys, '/master-data/approval-authority');
