import { index, primaryKey, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * The keys of a table that links two records: the pair is the primary key, which also serves the
 * lookups from `owner`'s side; `linked` has an index of its own for the lookups from the other
 * side, which its record's delete makes too (to cascade or to restrict).
 */
export const linkKeys = (owner: PgColumn, linked: PgColumn, linkedIndex: string) => [
  primaryKey({ columns: [owner, linked] }),
  index(linkedIndex).on(linked),
];
