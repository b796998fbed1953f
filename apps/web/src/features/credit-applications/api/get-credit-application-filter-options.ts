import type { BranchListItem } from '@creditdesk/domain/branches/branches.schemas';
import type { CreditType } from '@creditdesk/domain/credit-types/credit-types.schemas';
import type { Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Facility } from '@creditdesk/domain/facilities/facilities.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

export interface FilterOption {
  value: string;
  label: string;
}

const optionsKey = (name: string) => [...creditApplicationsQueryKeys.all, 'options', name];

const unpaged = <T>(url: string, params: Record<string, unknown> = {}) =>
  api.get<{ data: T[] }>(url, { params: { unpaged: true, ...params } });

/**
 * The Filter drawer's choices (branches, live debiturs, credit types, facilities); loaded once the
 * drawer is first opened (`enabled`), as the lists can be large.
 */
export const useCreditApplicationFilterOptions = (enabled: boolean) => {
  const branches = useQuery({
    enabled,
    queryKey: optionsKey('branches'),
    queryFn: async (): Promise<FilterOption[]> =>
      (await unpaged<BranchListItem>('/master-data/branches')).data.map((branch) => ({
        value: branch._id,
        label: branch.branchName,
      })),
  });
  const debiturs = useQuery({
    enabled,
    queryKey: optionsKey('debiturs'),
    queryFn: async (): Promise<FilterOption[]> =>
      (await unpaged<Debitur>('/master-data/debiturs', { isArchive: false })).data.map(
        (debitur) => ({
          value: debitur._id,
          label: debitur.fullName ?? debitur.companyName ?? '-',
        }),
      ),
  });
  const creditTypes = useQuery({
    enabled,
    queryKey: optionsKey('credit-types'),
    queryFn: async (): Promise<FilterOption[]> =>
      (await unpaged<CreditType>('/master-data/creditapps')).data.map((type) => ({
        value: type._id,
        label: type.creditappName,
      })),
  });
  const facilities = useQuery({
    enabled,
    queryKey: optionsKey('facilities'),
    queryFn: async (): Promise<FilterOption[]> =>
      (await unpaged<Facility>('/master-data/facilities')).data.map((facility) => ({
        value: facility._id,
        label: facility.facilityName,
      })),
  });
  return { branches, debiturs, creditTypes, facilities };
};
