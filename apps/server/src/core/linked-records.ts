import { and, asc, eq, exists, ilike, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { groupedByOwner } from './grouped-rows';
import { anyOf } from './list-query';

/** A record as the other side of its links shows it. */
export interface LinkedRecord {
  id: string;
  name: string;
}

type TextColumn = AnyPgColumn<{ data: string; notNull: true }>;

/**
 * One way of reading a link table, given by the module that reads it: the link table, its column
 * of the owner, its column of the linked record, and the linked records' table.
 */
export interface LinkSide {
  links: PgTable;
  ownerId: TextColumn;
  linkedId: TextColumn;
  linked: PgTable & { id: TextColumn; name: TextColumn };
}

/**
 * The other side of each owner's links, by name, for list and detail answers (the groups of each
 * branch, the branches of each group).
 */
export const linkedByName = (executor: Executor, side: LinkSide, ownerIds: string[]) => {
  const { links, ownerId, linkedId, linked } = side;
  return groupedByOwner(
    ownerIds,
    () =>
      executor
        .select({ ownerId, id: linked.id, name: linked.name })
        .from(links)
        .innerJoin(linked, eq(linked.id, linkedId))
        .where(anyOf(ownerId, ownerIds))
        .orderBy(asc(linked.name)),
    (row) => row.ownerId,
    (row): LinkedRecord => ({ id: row.id, name: row.name }),
  );
};

/**
 * Whether the owner row the outer query reads (its id column `ownerRowId`) links to a record whose
 * name is like `pattern`: a list's search that finds an owner by the names of its links.
 */
export const linkedNameLike = (
  executor: Executor,
  side: LinkSide,
  ownerRowId: AnyPgColumn,
  pattern: string,
) => {
  const { links, ownerId, linkedId, linked } = side;
  return exists(
    executor
      .select({ one: sql`1` })
      .from(links)
      .innerJoin(linked, eq(linked.id, linkedId))
      .where(and(eq(ownerId, ownerRowId), ilike(linked.name, pattern))),
  );
};
