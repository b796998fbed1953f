import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

export const getCreditApplication = (id: string) =>
  api.get<CreditApplication>(`/credit-application/${id}`);

export const getCreditApplicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creditApplicationsQueryKeys.detail(id),
    queryFn: () => getCreditApplication(id),
  });

export const useCreditApplication = (id: string) => useQuery(getCreditApplicationQueryOptions(id));
