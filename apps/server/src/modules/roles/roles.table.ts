import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { requiredReference } from '../../db/columns';
import { namedRecordTable } from '../../db/named-record-table';
import { accessSubMenus } from '../access/access.table';

export const roles = namedRecordTable('roles', {
  /** 'area' (the user's groups and branches) or 'all' (every branch). */
  dataScope: text('data_scope').notNull().default('area'),
});

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
