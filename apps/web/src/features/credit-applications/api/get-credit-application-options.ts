import type { Debitur, DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

export interface SelectOption {
  value: string;
  label: string;
}

const optionsKey = (...parts: string[]) => [
  ...creditApplicationsQueryKeys.all,
  'options',
  ...parts,
];

/** The live (non-archived) debiturs of a type, for the Existing Debitur select. */
export const useDebiturOptions = (type: DebiturType | '') =>
  useQuery({
    enabled: !!type,
    queryKey: optionsKey('debiturs', type),
    queryFn: async () =>
      (
        await api.get<{ data: Debitur[] }>('/master-data/debiturs', {
          params: { type, isArchive: false, unpaged: true },
        })
      ).data,
  });

/** Every credit type of the master data, for the Credit Type select. */
export const useCreditTypeOptions = () =>
  useQuery({
    queryKey: optionsKey('credit-types'),
    queryFn: async (): Promise<SelectOption[]> =>
      (
        await api.get<{ data: { _id: string; creditappName: string }[] }>(
          '/master-data/creditapps',
          { params: { unpaged: true } },
        )
      ).data.map((item) => ({ value: item._id, label: item.creditappName })),
  });

/** Every facility of the master data, for the Facilities multi-select. */
export const useFacilityOptions = () =>
  useQuery({
    queryKey: optionsKey('facilities'),
    queryFn: async (): Promise<SelectOption[]> =>
      (
        await api.get<{ data: { _id: string; facilityName: string }[] }>(
          '/master-data/facilities',
          { params: { unpaged: true } },
        )
      ).data.map((item) => ({ value: item._id, label: item.facilityName })),
  });
