import type {
  ApprovalAuthority,
  ApprovalAuthorityBody,
} from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { createCall } from '../../../lib/record-calls';
import { approvalAuthoritiesQueryKeys } from './approval-authorities-query-keys';

export const { post: createApprovalAuthority, useCreate: useCreateApprovalAuthority } = createCall<
  ApprovalAuthority,
  ApprovalAuthorityBody
>(approvalAuthoritiesQueryKeys, '/master-data/approval-authority');
