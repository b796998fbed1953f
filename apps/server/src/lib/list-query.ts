import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { MAX_LIMIT } from '@creditdesk/domain/shared/limits';
import {
  EXPORT_MAX_ROWS,
  EXPORT_TOO_LARGE_MESSAGE,
  UNPAGED_MAX_ROWS,
  UNPAGED_TOO_LARGE_MESSAGE,
  unknownSortKeyMessage,
  type ListQuery,
} from '@creditdesk/domain/shared/list-query.schemas';
import { Invalid } from './errors';

/** The rows a list reads: a page, or a whole list that is refused past its cap. */
export interface PageWindow {
  limit: number;
  offset: number;
  /** For a whole list: the most rows it may hold, and the answer when it holds more. */
  cap?: { rows: number; message: string };
}

/**
 * Offset and limit of a list query; `limit` is capped at MAX_LIMIT. A whole list (unpaged or an
 * export) reads one row past its cap, so holding more is noticed without reading the rest.
 */
export const pageWindow = (query: Pick<ListQuery, 'page' | 'limit' | 'unpaged'>): PageWindow => {
  if (query.unpaged) {
    const cap =
      query.unpaged === 'export'
        ? { rows: EXPORT_MAX_ROWS, message: EXPORT_TOO_LARGE_MESSAGE }
        : { rows: UNPAGED_MAX_ROWS, message: UNPAGED_TOO_LARGE_MESSAGE };
    return { limit: cap.rows + 1, offset: 0, cap };
  }
  const limit = Math.min(query.limit, MAX_LIMIT);
  return { limit, offset: (query.page - 1) * limit };
};

/** A query for the export of a list: every row the list's search and filters hold. */
export const exportQuery = <T extends ListQuery>(query: T): T => ({ ...query, unpaged: 'export' });

/**
 * The ORDER BY of a list: `sortBy` (or `sort`, '-' meaning descending) among the sortable
 * columns, created descending by default; the id breaks ties so pages never overlap. Any other
 * key is refused: it is looked up among the list's own columns only, never on an object's
 * prototype (`sort=__proto__`).
 */
export const orderBy = (
  query: Pick<ListQuery, 'sortBy' | 'sort' | 'sortOrder'>,
  sortable: Record<string, AnyColumn | SQL>,
  tieBreaker: AnyColumn,
): SQL[] => {
  const requested = query.sortBy || query.sort || 'created';
  const descendingPrefix = requested.startsWith('-');
  const key = descendingPrefix ? requested.slice(1) : requested;
  const column = Object.hasOwn(sortable, key) ? sortable[key] : undefined;
  if (!column) {
    const message = unknownSortKeyMessage(Object.keys(sortable));
    throw new Invalid(message, [{ path: query.sortBy ? 'sortBy' : 'sort', message }]);
  }
  const descending = query.sortOrder
    ? query.sortOrder === 'desc'
    : descendingPrefix || key === 'created';
  return [descending ? desc(column) : asc(column), asc(tieBreaker)];
};

/** `%term%` for ILIKE with the wildcards of the term escaped. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Reads a dynamic select through a page window; a whole list holding more rows than its cap is
 * refused with 400 rather than built in memory.
 */
export const applyPage = async <T extends PgSelect>(select: T, window: PageWindow) => {
  const rows = (await select.limit(window.limit).offset(window.offset)) as Awaited<T>;
  if (window.cap && (rows as unknown[]).length > window.cap.rows)
    throw new Invalid(window.cap.message);
  return rows;
};

/**
 * `column = any($1)`: a list of values as one array parameter. `IN ($1, $2, ...)` takes one
 * parameter per value, and a whole list's thousands of ids would pass the protocol's limit.
 */
export const anyOf = (column: PgColumn, values: readonly unknown[]) =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(column.getSQLType())}[])`;

/** `anyOf` with a placeholder, for a prepared statement. */
export const anyOfPlaceholder = (column: PgColumn, name: string) =>
  sql`${column} = any(${sql.placeholder(name)}::${sql.raw(column.getSQLType())}[])`;
