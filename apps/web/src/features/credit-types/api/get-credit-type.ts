import type { CreditType } from '@creditdesk/domain/credit-types/credit-types.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditTypesQueryKeys } from './credit-types-query-keys';

export const getCreditType = (id: string) => api.get<CreditType>(`/master-data/creditapp/${id}`);

export const getCreditTypeQueryOptions = (id: string) =>
  queryOptions({ queryKey: creditTypesQueryKeys.detail(id), queryFn: () => getCreditType(id) });

export const useCreditType = (id: string) => useQuery(getCreditTypeQueryOptions(id));
