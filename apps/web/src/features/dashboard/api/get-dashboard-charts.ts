import type { DashboardCharts } from '@creditdesk/domain/dashboard/dashboard-charts.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardQueryKeys } from './dashboard-query-keys';

export const getDashboardCharts = (branch: string | null) =>
  api.get<DashboardCharts>(
    `/dashboard/charts${branch ? `?branch=${encodeURIComponent(branch)}` : ''}`,
  );

export const getDashboardChartsQueryOptions = (branch: string | null) =>
  queryOptions({
    queryKey: dashboardQueryKeys.charts(branch),
    queryFn: () => getDashboardCharts(branch),
  });

/** The charts of the user's area or of one branch; the last ones stay while a branch loads. */
export const useDashboardCharts = (branch: string | null) =>
  useQuery({ ...getDashboardChartsQueryOptions(branch), placeholderData: keepPreviousData });
