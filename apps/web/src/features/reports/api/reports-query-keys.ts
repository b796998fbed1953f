/** A report's list query as the address holds it: single values and lists, empty ones left out. */
export type ReportListParams = Record<string, string | number | string[] | undefined>;

/** Query keys of the reports module. */
export const reportsQueryKeys = {
  all: ['reports'] as const,
  lists: () => [...reportsQueryKeys.all, 'list'] as const,
  list: (slug: string, params: ReportListParams) =>
    [...reportsQueryKeys.lists(), slug, params] as const,
  filterOptions: (slug: string) => [...reportsQueryKeys.all, 'filter-options', slug] as const,
};
