import type { CreditType } from '@creditdesk/domain/credit-types/credit-types.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditTypesQueryKeys, type CreditTypeListParams } from './credit-types-query-keys';

export const getCreditTypes = (params: CreditTypeListParams) =>
  api.get<{ data: CreditType[]; total: number }>('/master-data/creditapps', { params });

export const getCreditTypesQueryOptions = (params: CreditTypeListParams) =>
  queryOptions({
    queryKey: creditTypesQueryKeys.list(params),
    queryFn: () => getCreditTypes(params),
    placeholderData: keepPreviousData,
  });

export const useCreditTypes = (params: CreditTypeListParams) =>
  useQuery(getCreditTypesQueryOptions(params));
