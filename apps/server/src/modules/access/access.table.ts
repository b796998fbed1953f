import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** A top-level menu of the access catalogue (Master Data, Approval, ...). */
export const accessMenus = pgTable('access_menus', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull(),
});

/** A sub menu: the unit a role grants access types on. */
export const accessSubMenus = pgTable('access_sub_menus', {
  id: uuid('id').primaryKey().defaultRandom(),
  menuId: uuid('menu_id')
    .notNull()
    .references(() => accessMenus.id),
  name: text('name').notNull().unique(),
  position: integer('position').notNull(),
  accessTypes: text('access_types').array().notNull(),
});
