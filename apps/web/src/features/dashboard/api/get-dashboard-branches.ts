import type { CreditApplicationOptions } from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardQueryKeys } from './dashboard-query-keys';

export interface BranchOption {
  value: string;
  label: string;
}

/** Each branch of the user's area once (a branch may serve several groups), by name. */
const branchesOf = (options: CreditApplicationOptions): BranchOption[] => {
  const byId = new Map<string, string>();
  for (const group of options.groups)
    for (const branch of group.branches) byId.set(branch._id, branch.branchName);
  return [...byId]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }));
};

/** The credit application options call: the groups and branches of the user's area. */
export const getDashboardBranches = async () =>
  branchesOf(await api.get<CreditApplicationOptions>('/credit-application/options'));

export const getDashboardBranchesQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKeys.branches(), queryFn: getDashboardBranches });

/** The charts' Branch filter; only for a role that may read credit applications (`enabled`). */
export const useDashboardBranches = (enabled: boolean) =>
  useQuery({ ...getDashboardBranchesQueryOptions(), enabled });
