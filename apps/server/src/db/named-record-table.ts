import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { idColumn, versionColumns } from './columns';

/**
 * The table of a record known by its name, which is unique whatever its case
 * (`<table>_name_key`): its id and name, its own `columns`, who created it and its edit version.
 */
export const namedRecordTable = <
  TName extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  columns: TColumns,
) =>
  pgTable(
    name,
    {
      id: idColumn(),
      name: text('name').notNull(),
      ...columns,
      createdBy: uuid('created_by'),
      ...versionColumns(),
    },
    (table) => [uniqueIndex(`${name}_name_key`).on(sql`lower(${table.name})`)],
  );
