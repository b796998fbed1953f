import { sql } from 'drizzle-orm';
import { pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameDescriptionColumns } from '../../db/columns';

export const groups = pgTable('groups', nameDescriptionColumns(), (table) => [
  uniqueIndex('groups_name_key').on(sql`lower(${table.name})`),
]);
