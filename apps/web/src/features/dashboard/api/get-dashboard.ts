import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardQueryKeys = { all: ['dashboard'] as const };

export const getDashboard = () => api.get<Dashboard>('/dashboard');

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKeys.all, queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
