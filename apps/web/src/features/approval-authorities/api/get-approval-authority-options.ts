import type { ApprovalAuthorityOptions } from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { approvalAuthoritiesQueryKeys } from './approval-authorities-query-keys';

/** The roles a tier may name (those holding Approval/Action) and the credit types. */
export const getApprovalAuthorityOptions = () =>
  api.get<ApprovalAuthorityOptions>('/master-data/approval-authority/options');

export const getApprovalAuthorityOptionsQueryOptions = () =>
  queryOptions({
    queryKey: approvalAuthoritiesQueryKeys.options(),
    queryFn: getApprovalAuthorityOptions,
  });

export const useApprovalAuthorityOptions = () =>
  useQuery(getApprovalAuthorityOptionsQueryOptions());
