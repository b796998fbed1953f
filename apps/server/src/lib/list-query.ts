import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { MAX_LIMIT } from '@creditdesk/domain/shared/limits';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';

/** Offset and limit of a list query; `limit` is capped unless the caller asked for everything. */
export const pageWindow = (query: Pick<ListQuery, 'page' | 'limit' | 'unpaged'>) => {
  if (query.unpaged) return { limit: undefined, offset: undefined };
  const limit = Math.min(query.limit, MAX_LIMIT);
  return { limit, offset: (query.page - 1) * limit };
};

/**
 * The ORDER BY of a list: `sortBy` (or `sort`, '-' meaning descending) among the sortable
 * columns, created descending by default; the id breaks ties so pages never overlap.
 */
export const orderBy = (
  query: Pick<ListQuery, 'sortBy' | 'sort' | 'sortOrder'>,
  sortable: Record<string, AnyColumn | SQL>,
  tieBreaker: AnyColumn,
): SQL[] => {
  const requested = query.sortBy ?? query.sort ?? 'created';
  const descendingPrefix = requested.startsWith('-');
  const key = descendingPrefix ? requested.slice(1) : requested;
  const column = sortable[key] ?? sortable.created;
  if (!column) throw new Error('a list must be sortable by created');
  const descending = query.sortOrder
    ? query.sortOrder === 'desc'
    : descendingPrefix || !(key in sortable) || key === 'created';
  return [descending ? desc(column) : asc(column), asc(tieBreaker)];
};

/** `%term%` for ILIKE with the wildcards of the term escaped. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Applies a page window to a dynamic select; an unpaged window leaves it whole. */
export const applyPage = <T extends PgSelect>(
  select: T,
  window: ReturnType<typeof pageWindow>,
): T =>
  window.limit === undefined
    ? select
    : (select.limit(window.limit).offset(window.offset ?? 0) as T);
