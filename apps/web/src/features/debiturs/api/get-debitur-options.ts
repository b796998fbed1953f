import type { DebiturFormOptions } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { debitursQueryKeys } from './debiturs-query-keys';

/**
 * The groups with their branches a debitur may be placed in: those of the user's area, or every
 * one when his role sees all branches (the server decides).
 */
export const getDebiturOptions = () => api.get<DebiturFormOptions>('/master-data/debitur/options');

export const getDebiturOptionsQueryOptions = () =>
  queryOptions({ queryKey: debitursQueryKeys.options(), queryFn: getDebiturOptions });

/** The Related Group and Related Branch choices of the wizard. */
export const useDebiturGroupOptions = () =>
  useQuery({ ...getDebiturOptionsQueryOptions(), select: (options) => options.groups });

const branchChoices = (options: DebiturFormOptions) => {
  const byId = new Map<string, string>();
  for (const group of options.groups)
    for (const branch of group.branches) byId.set(branch._id, branch.branchName);
  return [...byId]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
};

/** The Filter drawer's Branch choices, each branch once; loaded once the drawer is opened. */
export const useBranchOptions = (enabled: boolean) =>
  useQuery({ ...getDebiturOptionsQueryOptions(), enabled, select: branchChoices });
