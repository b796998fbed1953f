import { exportCall } from '../../../lib/record-calls';
import type { ApprovalAuthorityListParams } from './approval-authorities-query-keys';

export const exportApprovalAuthorities = exportCall<ApprovalAuthorityListParams>(
  '/master-data/approval-authorities/export',
);
