import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * The values one column holds in the rows of its table that meet `where`, in no particular order;
 * `distinct`: each value once.
 */
export const columnValues = async <Column extends PgColumn>(
  executor: Executor,
  column: Column,
  where: SQL | undefined,
  { distinct = false } = {},
) => {
  const select = distinct
    ? executor.selectDistinct({ value: column })
    : executor.select({ value: column });
  const rows = await select.from(column.table).where(where);
  return rows.map((row) => row.value as Column['_']['data']);
};

/** Whether any row of the table meets `where` (reads at most one). */
export const anyRowWhere = async (executor: Executor, table: PgTable, where: SQL | undefined) => {
  const rows = await executor
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
};
