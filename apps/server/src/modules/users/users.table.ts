import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branchGroups, branches } from '../branches/branches.table';
import { groups } from '../groups/groups.table';
import { roles } from '../roles/roles.table';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // Null until an invited user creates a password through the reset link.
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    // Restrict: a role held by users cannot be deleted.
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    phoneNumber: text('phone_number'),
    // Null until the user picks a language; DEFAULT_LANGUAGE applies meanwhile.
    language: text('language'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // Foreign keys are checked from the referenced side too (a role's delete looks for its users).
    index('users_role_idx').on(table.roleId),
  ],
);

/** A user's area: the branches they work in, each under one of its groups. */
export const userAreas = pgTable(
  'user_areas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'restrict' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.groupId, table.branchId] }),
    index('user_areas_branch_idx').on(table.branchId),
    index('user_areas_group_idx').on(table.groupId),
    // A user works in a branch under a group the branch belongs to; while they do, that
    // branch-group link cannot be removed.
    foreignKey({
      name: 'user_areas_branch_group_fk',
      columns: [table.branchId, table.groupId],
      foreignColumns: [branchGroups.branchId, branchGroups.groupId],
    }).onDelete('restrict'),
  ],
);

/** Uploaded user photos; the newest is the current one. */
export const userPhotos = pgTable(
  'user_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_photos_user_idx').on(table.userId)],
);
