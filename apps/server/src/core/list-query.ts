import { asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import {
  CONTAINS_SEARCH_MIN,
  COUNTED_TOTAL_MAX,
  MAX_LIMIT,
} from '@creditdesk/domain/shared/limits';
import {
  EXPORT_MAX_ROWS,
  UNPAGED_MAX_ROWS,
  unknownSortKeyMessage,
  type ListQuery,
  type SortKeys,
} from '@creditdesk/domain/shared/list-query.schemas';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import type { Executor } from '../db/client';
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
        ? { rows: EXPORT_MAX_ROWS, message: REQUEST_MESSAGES.exportTooLarge }
        : { rows: UNPAGED_MAX_ROWS, message: REQUEST_MESSAGES.unpagedTooLarge };
    return { limit: cap.rows + 1, offset: 0, cap };
  }
  const limit = Math.min(query.limit, MAX_LIMIT);
  return { limit, offset: (query.page - 1) * limit };
};

/** A query for the export of a list: every row the list's search and filters hold. */
export const exportQuery = <T extends ListQuery>(query: T): T => ({ ...query, unpaged: 'export' });

/**
 * The column of each sort key a list's query schema names (the domain's `sortedListQuery`):
 * a repository's `sortable` satisfies it, so a key the API description offers always has a column.
 */
export type SortColumns<Keys extends SortKeys> = Record<Keys[number], AnyColumn | SQL>;

/**
 * The ORDER BY of a list: `sortBy` (or `sort`, '-' meaning descending) among the sortable
 * columns, created descending by default; the id breaks ties so pages never overlap, in the sort's
 * own direction, so that one index on (column, id) serves both directions. Any other key is
 * refused: it is looked up among the list's own columns only, never on an object's prototype
 * (`sort=__proto__`). `reversed` is the same order read from its end (a page near the end).
 */
export const orderBy = (
  query: Pick<ListQuery, 'sortBy' | 'sort' | 'sortOrder'>,
  sortable: Record<string, AnyColumn | SQL>,
  tieBreaker: AnyColumn,
  reversed = false,
): SQL[] => {
  const requested = query.sortBy || query.sort || 'created';
  const descendingPrefix = requested.startsWith('-');
  const key = descendingPrefix ? requested.slice(1) : requested;
  const column = Object.hasOwn(sortable, key) ? sortable[key] : undefined;
  if (!column) {
    const message = unknownSortKeyMessage(Object.keys(sortable));
    throw new Invalid(message, [{ path: query.sortBy ? 'sortBy' : 'sort', message }]);
  }
  const direction = descendingOrder(query, reversed) ? desc : asc;
  return [direction(column), direction(tieBreaker)];
};

/**
 * The ORDER BY of a list whose page has an order of its own (`byDefault`) until the query names a
 * sort key, then `orderBy`'s.
 */
export const orderByOr = (
  query: Pick<ListQuery, 'sortBy' | 'sort' | 'sortOrder'>,
  sortable: Record<string, AnyColumn | SQL>,
  tieBreaker: AnyColumn,
  byDefault: SQL[],
) => (query.sortBy || query.sort ? orderBy(query, sortable, tieBreaker) : byDefault);

/** Whether a list query's order runs descending (`reversed`: read from its end). */
export const descendingOrder = (
  query: Pick<ListQuery, 'sortBy' | 'sort' | 'sortOrder'>,
  reversed = false,
) => {
  const requested = query.sortBy || query.sort || 'created';
  const descending = query.sortOrder
    ? query.sortOrder === 'desc'
    : requested.startsWith('-') || requested === 'created';
  return descending !== reversed;
};

/** The sort key a list query names, for lists that read some keys differently. */
export const sortKey = (query: Pick<ListQuery, 'sortBy' | 'sort'>) =>
  (query.sortBy || query.sort || 'created').replace(/^-/, '');

/**
 * A page read from the end of its list: the offset and limit in the reversed order, or undefined
 * when the page lies in the first half (read forwards). A deep offset walks every row it skips, so
 * the last pages of a list of a million rows are read backwards from its end instead; the rows
 * come back reversed and are turned round by the caller.
 */
export const fromTheEnd = (window: PageWindow, total: number) => {
  if (window.cap || window.offset <= total / 2 || window.offset >= total) return undefined;
  return {
    limit: Math.min(window.limit, total - window.offset),
    offset: Math.max(0, total - window.offset - window.limit),
  };
};

/** A list's total: exact, or COUNTED_TOTAL_MAX when it holds more (`totalCapped`). */
export interface ListTotal {
  total: number;
  totalCapped: boolean;
}

/** A window of a list's order: `limit` rows after `offset`. */
export type ReadWindow = Pick<PageWindow, 'limit' | 'offset'>;

/** How one list reads its pages: its total, the ids of a window of its order, their records. */
export interface PageReader<R> {
  total: () => Promise<ListTotal>;
  /** The ids in the list's order, or from its end when `backwards`; the total when known. */
  ids: (read: ReadWindow, backwards: boolean, total?: ListTotal) => Promise<string[]>;
  records: (ids: string[]) => Promise<R[]>;
  /** Whether a first page is read the same whatever the total: then both are read at once. */
  firstPageBesideTotal: boolean;
  /** The first page's records with their ids in one statement, where the list has one for it. */
  firstPage?: () => Promise<R[]>;
}

/**
 * A page of a list and its total. A first page that does not depend on the total is read while
 * the total is found. Otherwise the total comes first, as it decides how the page is read: a page
 * near the end of an exactly counted list is read backwards from the end and turned round. Only
 * the page's ids are chosen from the list's order; the records are read for those ids alone, so a
 * deep page joins none of the rows it skips.
 */
export const readPage = async <R>(window: PageWindow, reader: PageReader<R>) => {
  if (reader.firstPageBesideTotal && window.offset === 0) {
    const [total, rows] = await Promise.all([
      reader.total(),
      reader.firstPage?.() ?? reader.ids(window, false).then(reader.records),
    ]);
    return { rows, ...total };
  }
  const total = await reader.total();
  const backwards = total.totalCapped ? undefined : fromTheEnd(window, total.total);
  const ids = await reader.ids(backwards ?? window, backwards !== undefined, total);
  return { rows: await reader.records(backwards ? ids.reverse() : ids), ...total };
};

/** The ids a hand-written statement selects (a column named `id`), in its order. */
export const idsOf = async (executor: Executor, statement: SQL) =>
  (await executor.execute<{ id: string }>(statement)).rows.map((row) => row.id);

/** The ids of a window of a table's rows, in a list's order. */
export const orderedIds = async (
  executor: Executor,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  read: ReadWindow,
) =>
  (
    await executor
      .select({ id })
      .from(id.table)
      .where(where)
      .orderBy(...order)
      .limit(read.limit)
      .offset(read.offset)
  ).map((row) => row.id as string);

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for ILIKE with the wildcards of the term escaped. */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;

/**
 * How a list searches a term: a term of three letters or more is contained anywhere (ILIKE,
 * served by trigram indexes); a shorter one has no trigram and would match nearly every row, so it
 * matches the start of the text (`lower(text) LIKE 'ab%'`, served by text_pattern_ops indexes).
 */
export type SearchTerm = { contains: string } | { startsWith: string };

export const searchTerm = (term: string): SearchTerm =>
  [...term].length >= CONTAINS_SEARCH_MIN
    ? { contains: containsPattern(term) }
    : { startsWith: `${escapeLike(term.toLowerCase())}%` };

/** The search condition on one text column (or expression), matching the term's way. */
export const matches = (column: AnyColumn | SQL, term: SearchTerm) =>
  'contains' in term
    ? sql`${column} ilike ${term.contains}`
    : sql`lower(${column}) like ${term.startsWith}`;

/**
 * The total of a list that has to count its rows: at most COUNTED_TOTAL_MAX, so a filter that
 * holds half a million rows costs no more than one that holds ten thousand. `totalCapped` says
 * the list holds more.
 */
export const countAtMost = async (executor: Executor, rows: PgSelect) => {
  const [row] = await executor
    .select({ value: count() })
    .from(rows.limit(COUNTED_TOTAL_MAX + 1).as('counted'));
  const value = row?.value ?? 0;
  return value > COUNTED_TOTAL_MAX
    ? { total: COUNTED_TOTAL_MAX, totalCapped: true }
    : { total: value, totalCapped: false };
};

/** `countAtMost` of a table's rows that meet `where`. */
export const countRowsAtMost = (executor: Executor, table: PgTable, where: SQL | undefined) =>
  countAtMost(
    executor,
    executor
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .$dynamic(),
  );

/**
 * `countRowsAtMost` for a one- or two-letter search, kept off a scan of the whole table. The
 * planner counts the `lower()` of each searched column as nearly free, so it scans the table until
 * the 10,001st match: 75,000 rows and some 180 ms for 'a' in a million applications, where the
 * prefix indexes find them in a third of that.
 */
export const countPrefixMatchesAtMost = (
  executor: Executor,
  table: PgTable,
  where: SQL | undefined,
) =>
  executor.transaction(async (transaction) => {
    await transaction.execute(sql`set local enable_seqscan = off`);
    return countRowsAtMost(transaction, table, where);
  });

/**
 * The exact total of a list whose rows a table of counters keeps (by statement triggers): the sum
 * of the counters that meet `where`, a few hundred rows to read whatever the size of the list.
 */
export const summedTotal = async (
  executor: Executor,
  counter: PgColumn,
  where: SQL | undefined,
): Promise<ListTotal> => {
  const [row] = await executor
    .select({ value: sql`coalesce(sum(${counter}), 0)`.mapWith(Number) })
    .from(counter.table)
    .where(where);
  return { total: row?.value ?? 0, totalCapped: false };
};

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
 * A page of a list small enough to count exactly, and its total: `rows` (filtered by `where` and
 * sorted) read through the query's page window, then the rows of `table` that meet `where`.
 */
export const countedPage = async <T extends PgSelect>(
  executor: Executor,
  rows: T,
  query: Pick<ListQuery, 'page' | 'limit' | 'unpaged'>,
  table: PgTable,
  where: SQL | undefined,
) => {
  const page = await applyPage(rows, pageWindow(query));
  const [total] = await executor.select({ value: count() }).from(table).where(where);
  return { rows: page, total: total?.value ?? 0 };
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
