import type { ReportRow } from '@creditdesk/domain/reports/reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query-options';
import { reportsQueryKeys, type ReportListParams } from './reports-query-keys';

export const getReport = (slug: string, params: ReportListParams) =>
  api.get<{ data: ReportRow[]; total: number; totalCapped?: boolean }>(`/report/${slug}`, {
    params: { ...params },
  });

export const getReportQueryOptions = (slug: string, params: ReportListParams) =>
  pagedQueryOptions(reportsQueryKeys.list(slug, params), () => getReport(slug, params));

export const useReport = (slug: string, params: ReportListParams) =>
  useQuery(getReportQueryOptions(slug, params));
