import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accessSubMenus } from '../access/access.table';

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One access type a role holds on one sub menu. */
export const roleAccess = pgTable(
  'role_access',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    subMenuId: uuid('sub_menu_id')
      .notNull()
      .references(() => accessSubMenus.id),
    accessType: text('access_type').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.subMenuId, table.accessType] })],
);
