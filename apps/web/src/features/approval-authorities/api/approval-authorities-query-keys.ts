import type { ApprovalAuthorityListQuery } from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { createQueryKeys } from '../../../lib/query-keys';

export type ApprovalAuthorityListParams = Partial<
  Pick<ApprovalAuthorityListQuery, 'page' | 'limit' | 'search' | 'unpaged'>
>;

const keys = createQueryKeys<ApprovalAuthorityListParams>('approval-authorities');

/** The tiers' keys, and the roles and credit types their form offers. */
export const approvalAuthoritiesQueryKeys = {
  ...keys,
  options: () => [...keys.all, 'options'] as const,
};
