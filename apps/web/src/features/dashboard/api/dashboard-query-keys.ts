/** Query keys of the dashboard: its figures, its charts per branch filter and the filter's branches. */
export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  charts: (branch: string | null) => [...dashboardQueryKeys.all, 'charts', branch ?? ''] as const,
  branches: () => [...dashboardQueryKeys.all, 'branches'] as const,
};
