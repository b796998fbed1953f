import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardQueryKeys } from './dashboard-query-keys';

export const getDashboard = () => api.get<Dashboard>('/dashboard');

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKeys.all, queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
