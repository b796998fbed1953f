import { z } from 'zod';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from './limits';
import { withParams } from './message-index';
import { REQUEST_MESSAGES } from './request.messages';

const booleanish = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean(),
);

/** A filter given as repeated keys or `key[]` (normalised by the server), one or many values. */
export const arrayFilter = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value],
    z.array(item).optional(),
  );

/**
 * How far a list reads: a page (`false`), everything up to UNPAGED_MAX_ROWS (`true`, the API's
 * `unpaged=true`), or everything up to EXPORT_MAX_ROWS (`'export'`, set by the server's export
 * routes only: the query string can only say true or false).
 */
export type Unpaged = boolean | 'export';

/** The query every list takes (ARCHITECTURE: API contract). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).default(DEFAULT_LIMIT),
  sortBy: z.string().trim().optional(),
  /** Alias of sortBy; a leading '-' sorts descending. */
  sort: z.string().trim().optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  search: z.string().trim().optional(),
  unpaged: booleanish.default(false).transform((value): Unpaged => value),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The keys a list sorts by, its default `created` first. */
export type SortKeys = readonly [string, ...string[]];

/** A query value sent empty counts as not sent; text is read trimmed. */
const trimmedOrUnset = (value: unknown) => {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : value.trim();
};

/**
 * The query of a list sorted by one of `keys`: `sortBy` names one, `sort` one or its '-' form
 * (descending). Any other key is refused naming the keys the list knows; the API description
 * gives both as enums, so a client never sends a key the list does not know. The server's
 * repository maps the same keys to its columns (lib/list-query: SortColumns).
 */
export const sortedListQuery = <const Keys extends SortKeys>(keys: Keys) => {
  const refused = { error: unknownSortKeyMessage(keys) };
  const descending = keys.map((key) => `-${key}`);
  return listQuerySchema.extend({
    sortBy: z.preprocess(trimmedOrUnset, z.enum(keys, refused).optional()),
    /** Alias of sortBy; a leading '-' sorts descending. */
    sort: z.preprocess(
      trimmedOrUnset,
      z.enum([...keys, ...descending] as [Keys[number], ...string[]], refused).optional(),
    ),
  });
};

export const exportFormatSchema = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

/**
 * A list without pages and an export are built in memory; past these many rows the caller narrows
 * the list first (an unpaged list of a million rows once took 3 GB).
 */
export const UNPAGED_MAX_ROWS = 5_000;
export const EXPORT_MAX_ROWS = 50_000;

/** A sort key that is not one of the list's columns. */
export const unknownSortKeyMessage = (keys: readonly string[]) =>
  withParams(REQUEST_MESSAGES.unknownSortKey, { keys: keys.join(', ') });

/** A malformed id in a path is answered like an unknown one: 404 (see the server's error handler). */
export const idParamsSchema = z.object({ id: z.uuid() });

/** Optimistic concurrency: an update may carry the version it was read at. */
export const versionField = z.coerce.number().int().min(1).optional();
