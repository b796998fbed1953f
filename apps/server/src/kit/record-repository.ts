import { and, eq, getTableName, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgSelect,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Executor } from '../db/client';
import type { BranchScope } from '../core/branch-scope';
import { containsPattern, countedPage, orderBy } from '../core/list-query';

/** A table whose rows have an id, an edit version and created/updated times. */
export type RecordTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** `column ILIKE %term%` over any of `columns`; no condition without a term. */
export const searchAcross = (columns: AnyColumn[], term: string | undefined) =>
  term ? or(...columns.map((column) => ilike(column, containsPattern(term)))) : undefined;

/** Inserts one row and answers it as the database wrote it. */
export const insertOne = async <T extends PgTable>(
  executor: Executor,
  table: T,
  values: PgInsertValue<T>,
) => {
  const [row] = (await executor.insert(table).values(values).returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
  return row;
};

/** A table whose rows are found by an `id` column. */
export type TableWithId = PgTable & { id: PgColumn };

/** The row of `id`, or undefined. */
export const findRecord = async <T extends TableWithId>(
  executor: Executor,
  table: T,
  id: string,
) => {
  const [row] = await executor
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row as T['$inferSelect'] | undefined;
};

/** `columns` of the row of `id` when `condition` (the user's scope) allows it, or undefined. */
export const findColumnsInScope = async <T extends TableWithId, S extends SelectedFields>(
  executor: Executor,
  table: T,
  id: string,
  columns: S,
  condition: SQL | undefined,
) => {
  const [row] = await executor
    .select(columns)
    .from(table as PgTable)
    .where(and(eq(table.id, id), condition));
  return row;
};

/** Deletes the row of `id` and answers it as it was, or undefined when there was none. */
export const deleteRecord = async <T extends TableWithId>(
  executor: Executor,
  table: T,
  id: string,
) => {
  const [row] = await executor.delete(table).where(eq(table.id, id)).returning();
  return row as T['$inferSelect'] | undefined;
};

/**
 * A table of rows that each belong to one owner, its links or parts (a role's grants, a user's
 * areas), whose column `ownerKey` holds the owner's id.
 */
export const ownedRows = <T extends PgTable, K extends keyof T & keyof T['$inferInsert'] & string>(
  table: T,
  ownerKey: K,
) => ({
  /**
   * Makes `rows` all the owner's rows: its others are deleted, these inserted with the owner's id
   * (which they do not name).
   */
  replace: async (executor: Executor, ownerId: string, rows: Omit<PgInsertValue<T>, K>[]) => {
    await executor.delete(table).where(eq(table[ownerKey] as PgColumn, ownerId));
    if (rows.length > 0)
      await executor
        .insert(table)
        .values(rows.map((row) => ({ ...row, [ownerKey]: ownerId }) as PgInsertValue<T>));
  },
});

/** The record, locked until the transaction ends; `condition` (a scope) may rule it out. */
export const lockRecord = async <T extends RecordTable>(
  executor: Executor,
  table: T,
  id: string,
  condition?: SQL,
) => {
  const [row] = await executor
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), condition))
    .for('update');
  return row as T['$inferSelect'] | undefined;
};

/**
 * Updates a record and moves its version on, only while `expectedVersion` (if given) still
 * matches: undefined when no row changed (gone, or edited meanwhile).
 */
export const updateVersioned = async <T extends RecordTable>(
  executor: Executor,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
  expectedVersion?: number,
) => {
  const [row] = (await executor
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(table.id, id),
        expectedVersion === undefined ? undefined : eq(table.version, expectedVersion),
      ),
    )
    .returning()) as T['$inferSelect'][];
  return row;
};

/**
 * Updates a record the caller's transaction has locked (so it is there) and moves its version on:
 * the row as written.
 */
export const updateLocked = async <T extends RecordTable>(
  executor: Executor,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
) => {
  const row = await updateVersioned(executor, table, id, values);
  if (!row) throw new Error(`update of ${getTableName(table)} returned no row`);
  return row;
};

/**
 * The writes of a record seen only within the user's scope that a service changes under its lock
 * (credit applications, logbook calls): `lock` reads it `for update` within the scope, `insert`
 * adds one, `update` changes the locked one and moves its version on.
 */
export const scopedRecordWrites = <
  T extends RecordTable,
  Changes extends PgUpdateSetSource<T> = PgUpdateSetSource<T>,
>(
  table: T,
  inScope: (scope: BranchScope) => SQL | undefined,
) => ({
  lock: (executor: Executor, id: string, scope: BranchScope) =>
    lockRecord(executor, table, id, inScope(scope)),
  insert: (executor: Executor, values: PgInsertValue<T>) => insertOne(executor, table, values),
  update: (executor: Executor, id: string, values: Changes) =>
    updateLocked(executor, table, id, values),
});

/**
 * A page of a small list and its exact total under one filter: `rows` (a select and its joins)
 * that meet `where`, in `order`, and the count of the rows of `counted` that meet the same `where`.
 */
export const filteredCountedPage = <T extends PgSelect>(
  executor: Executor,
  rows: T,
  query: Pick<ListQuery, 'page' | 'limit' | 'unpaged'>,
  list: { counted: PgTable; where: SQL | undefined; order: SQL[] },
) =>
  countedPage(
    executor,
    rows.where(list.where).orderBy(...list.order) as T,
    query,
    list.counted,
    list.where,
  );

/**
 * The queries of a record table: a searched, sorted page of rows, one row by id, insert,
 * versioned update and delete. Each takes the executor, so a service can run them in its
 * transaction.
 */
export const recordRepository = <T extends RecordTable>(
  table: T,
  list: { sortable: Record<string, AnyColumn | SQL>; searchColumns: AnyColumn[] },
) => {
  type Row = T['$inferSelect'];
  return {
    async list(executor: Executor, query: ListQuery) {
      const where = searchAcross(list.searchColumns, query.search);
      const page = await filteredCountedPage(
        executor,
        executor
          .select()
          .from(table as PgTable)
          .$dynamic(),
        query,
        { counted: table, where, order: orderBy(query, list.sortable, table.id) },
      );
      return { rows: page.rows as Row[], total: page.total };
    },

    find: (executor: Executor, id: string) => findRecord(executor, table, id),

    insert: (executor: Executor, values: T['$inferInsert']) => insertOne(executor, table, values),

    /** Updates only when `expectedVersion` (if given) still matches; undefined: no row changed. */
    update: (
      executor: Executor,
      id: string,
      values: PgUpdateSetSource<T>,
      expectedVersion: number | undefined,
    ) => updateVersioned(executor, table, id, values, expectedVersion),

    remove: (executor: Executor, id: string) => deleteRecord(executor, table, id),
  };
};
export type RecordRepository<T extends RecordTable> = ReturnType<typeof recordRepository<T>>;
