import { sql } from 'drizzle-orm';
import { pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameDescriptionColumns } from '../../db/columns';

/** The credit application master of the spec: the Credit Type options of the wizard. */
export const creditTypes = pgTable('credit_types', nameDescriptionColumns(), (table) => [
  uniqueIndex('credit_types_name_key').on(sql`lower(${table.name})`),
]);
