import type { ApprovalAuthority } from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { listCall } from '../../../lib/record-calls';
import {
  approvalAuthoritiesQueryKeys,
  type ApprovalAuthorityListParams,
} from './approval-authorities-query-keys';

export const {
  get: getApprovalAuthorities,
  queryOptions: getApprovalAuthoritiesQueryOptions,
  useList: useApprovalAuthorities,
} = listCall<ApprovalAuthority, ApprovalAuthorityListParams>(
  approvalAuthoritiesQueryKeys,
  '/master-data/approval-authorities',
);
