import type {
  ApprovalAuthority,
  ApprovalAuthorityBody,
} from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { updateCall } from '../../../lib/record-calls';
import { approvalAuthoritiesQueryKeys } from './approval-authorities-query-keys';

export const { put: updateApprovalAuthority, useUpdate: useUpdateApprovalAuthority } = updateCall<
  ApprovalAuthority,
  ApprovalAuthorityBody
>(approvalAuthoritiesQueryKeys, '/master-data/approval-authority');
