import { DEFAULT_LIMIT, DEFAULT_PAGE } from '@creditdesk/domain/shared/limits';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Page, search and filters as the address holds them: the hook below reads them for the page,
 * and a route loader for the first request, so both ask for the same query.
 */
export const readListState = <F extends string = never>(
  params: URLSearchParams,
  filterKeys: readonly F[] = [],
) => ({
  page: Math.max(Number(params.get('page')) || DEFAULT_PAGE, 1),
  limit: DEFAULT_LIMIT,
  search: params.get('search') ?? '',
  filters: Object.fromEntries(filterKeys.map((key) => [key, params.getAll(key)])) as Record<
    F,
    string[]
  >,
});

/**
 * The state of a list page kept in the address (page, search and filters), so a reload, the
 * back button or a shared link shows the same rows. Changing the search or a filter returns to
 * page 1; other query parameters (such as `tab`) are kept.
 */
export const useListState = <F extends string = never>(filterKeys: readonly F[] = []) => {
  const [params, setParams] = useSearchParams();
  const { page, limit, search, filters: current } = readListState(params, filterKeys);
  const filterKey = filterKeys.map((key) => current[key].join(',')).join('|');
  const filters = useMemo(
    () => current,
    // filterKey carries the values that matter; params itself changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  return {
    page,
    limit,
    search,
    filters,
    setPage: (value: number) => update((next) => next.set('page', String(value))),
    setSearch: (value: string) =>
      update((next) => {
        if (value) next.set('search', value);
        else next.delete('search');
        next.delete('page');
      }),
    setFilters: (values: Partial<Record<F, string[]>>) =>
      update((next) => {
        for (const key of filterKeys) {
          next.delete(key);
          for (const value of values[key] ?? []) next.append(key, value);
        }
        next.delete('page');
      }),
  };
};
