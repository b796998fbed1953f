import type { CreditApplicationOptions } from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

export interface SelectOption {
  value: string;
  label: string;
}

export const getCreditApplicationOptions = () =>
  api.get<CreditApplicationOptions>('/credit-application/options');

/** Credit types, facilities and groups with their branches: one call, shared by every screen. */
export const getCreditApplicationOptionsQueryOptions = () =>
  queryOptions({
    queryKey: creditApplicationsQueryKeys.options(),
    queryFn: getCreditApplicationOptions,
  });

/** The shared answer, shaped by `select` for one select box. */
export const useCreditApplicationOptions = <T>(
  select: (options: CreditApplicationOptions) => T,
  enabled = true,
) => useQuery({ ...getCreditApplicationOptionsQueryOptions(), select, enabled });

const creditTypeOptions = (options: CreditApplicationOptions): SelectOption[] =>
  options.creditTypes.map((item) => ({ value: item._id, label: item.creditappName }));

const facilityOptions = (options: CreditApplicationOptions): SelectOption[] =>
  options.facilities.map((item) => ({ value: item._id, label: item.facilityName }));

const groupOptions = (options: CreditApplicationOptions) => options.groups;

/** The Credit Type select; `enabled` lets a drawer wait until it is first opened. */
export const useCreditTypeOptions = (enabled = true) =>
  useCreditApplicationOptions(creditTypeOptions, enabled);

/** The Facilities multi-select. */
export const useFacilityOptions = (enabled = true) =>
  useCreditApplicationOptions(facilityOptions, enabled);

/** Groups with the branches that can be chosen under each, for a New Debitur. */
export const useGroupOptions = () => useCreditApplicationOptions(groupOptions);
