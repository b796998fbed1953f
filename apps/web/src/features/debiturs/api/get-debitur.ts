import type { Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { debitursQueryKeys } from './debiturs-query-keys';

export const getDebitur = (id: string) => api.get<Debitur>(`/master-data/debitur/${id}`);

export const getDebiturQueryOptions = (id: string) =>
  queryOptions({ queryKey: debitursQueryKeys.detail(id), queryFn: () => getDebitur(id) });

export const useDebitur = (id: string) => useQuery(getDebiturQueryOptions(id));
