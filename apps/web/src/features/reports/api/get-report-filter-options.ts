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
    // The bank may change its catalogue while a page is open: each opening of the drawer reads
    // the choices again, showing the earlier ones until the answer comes.
    staleTime: 0,
  });

/** `enabled` while the Filter drawer is open, so that it reads the choices at each opening. */
export const useReportFilterOptions = (slug: string, enabled: boolean) =>
  useQuery({ ...getReportFilterOptionsQueryOptions(slug), enabled });
