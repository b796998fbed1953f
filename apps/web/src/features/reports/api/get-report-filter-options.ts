import type { ReportFilterOptions } from '@creditdesk/domain/reports/report-filter-options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportsQueryKeys } from './reports-query-keys';

/** The choices of a report page's option and type filters, as the bank's catalogue has them. */
export const getReportFilterOptions = (slug: string) =>
  api.get<ReportFilterOptions>(`/report/${slug}/filter-options`);

export const getReportFilterOptionsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: reportsQueryKeys.filterOptions(slug),
    queryFn: () => getReportFilterOptions(slug),
  });

/** `enabled` lets the Filter drawer wait until it is first opened. */
export const useReportFilterOptions = (slug: string, enabled: boolean) =>
  useQuery({ ...getReportFilterOptionsQueryOptions(slug), enabled });
