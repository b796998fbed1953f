import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { nameDescriptionColumns } from '../../db/columns';
import { groups } from '../groups/groups.table';

export const branches = pgTable('branches', nameDescriptionColumns());

/** The groups a branch belongs to; a group with branches cannot be deleted (restrict). */
export const branchGroups = pgTable(
  'branch_groups',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.groupId] }),
    // The primary key serves lookups by branch; a group's branches (and its delete) need this.
    index('branch_groups_group_idx').on(table.groupId),
  ],
);
