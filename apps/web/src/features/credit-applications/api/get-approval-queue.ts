import type { CreditApplicationRow } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query-options';
import {
  creditApplicationsQueryKeys,
  type ApprovalQueueParams,
} from './credit-applications-query-keys';

/** The approval queue: the applications Waiting for Review, behind Approval/View on the server. */
export const getApprovalQueue = (params: ApprovalQueueParams) =>
  api.get<{ data: CreditApplicationRow[]; total: number; totalCapped?: boolean }>(
    '/credit-application/approval/paged',
    { params: { ...params } },
  );

/** Under the lists' key, so every change that refreshes the lists refreshes the queue. */
export const getApprovalQueueQueryOptions = (params: ApprovalQueueParams) =>
  pagedQueryOptions([...creditApplicationsQueryKeys.lists(), 'approval', params], () =>
    getApprovalQueue(params),
  );

export const useApprovalQueue = (params: ApprovalQueueParams) =>
  useQuery(getApprovalQueueQueryOptions(params));
