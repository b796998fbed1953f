/** Query keys of the dashboard: one answer, its figures read again as a whole. */
export const dashboardQueryKeys = { all: ['dashboard'] as const };
