import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

/** The approval authority tiers the queue filters by, in the ladder's order (Approval/View). */
export const getApprovalTiers = () =>
  api.get<{ data: { _id: string; name: string }[]; total: number }>(
    '/credit-application/approval/tiers',
  );

/** The tiers as a filter's choices, loaded once the drawer is first opened (`enabled`). */
export const useApprovalTierChoices = (enabled: boolean) =>
  useQuery({
    queryKey: [...creditApplicationsQueryKeys.options(), 'approval-tiers'],
    queryFn: getApprovalTiers,
    select: (answer) => answer.data.map((tier) => ({ value: tier._id, label: tier.name })),
    enabled,
  });
