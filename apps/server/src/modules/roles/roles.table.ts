import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, requiredReference, versionColumns } from '../../db/columns';
import { accessSubMenus } from '../access/access.table';

export const roles = pgTable(
  'roles',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** 'area' (the user's groups and branches) or 'all' (every branch). */
    dataScope: text('data_scope').notNull().default('area'),
    createdBy: uuid('created_by'),
    ...versionColumns(),
  },
  (table) => [uniqueIndex('roles_name_key').on(sql`lower(${table.name})`)],
);

/** One access type a role holds on one sub menu. */
export const roleAccess = pgTable(
  'role_access',
  {
    roleId: requiredReference('role_id', () => roles.id, 'cascade'),
    subMenuId: uuid('sub_menu_id')
      .notNull()
      .references(() => accessSubMenus.id),
    accessType: text('access_type').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.subMenuId, table.accessType] })],
);
