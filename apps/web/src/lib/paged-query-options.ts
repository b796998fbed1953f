import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/** A list's query: while a new page or filter loads, the page shown stays on screen. */
export const pagedQueryOptions = <Page, Key extends QueryKey>(
  queryKey: Key,
  queryFn: () => Promise<Page>,
) => queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
