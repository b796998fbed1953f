import type { ReportRow } from '@creditdesk/domain/reports/reports.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportsQueryKeys, type ReportListParams } from './reports-query-keys';

export const getReport = (slug: string, params: ReportListParams) =>
  api.get<{ data: ReportRow[]; total: number; totalCapped?: boolean }>(`/report/${slug}`, {
    params: { ...params },
  });

export const getReportQueryOptions = (slug: string, params: ReportListParams) =>
  queryOptions({
    queryKey: reportsQueryKeys.list(slug, params),
    queryFn: () => getReport(slug, params),
    placeholderData: keepPreviousData,
  });

export const useReport = (slug: string, params: ReportListParams) =>
  useQuery(getReportQueryOptions(slug, params));
