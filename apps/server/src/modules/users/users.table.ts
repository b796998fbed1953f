import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, requiredReference, versionColumns } from '../../db/columns';
import { branches, branchOfGroup } from '../branches/branches.table';
import { groups } from '../groups/groups.table';
import { roles } from '../roles/roles.table';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
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
    /** Mail me when an application waits for my decision (issue 34: the people who must act). */
    mailWhenWaiting: boolean('mail_when_waiting').notNull().default(true),
    /** Mail me when my application is decided or a deferral of mine is answered. */
    mailWhenDecided: boolean('mail_when_decided').notNull().default(true),
    createdBy: uuid('created_by'),
    ...versionColumns(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // Foreign keys are checked from the referenced side too (a role's delete looks for its users).
    index('users_role_idx').on(table.roleId),
  ],
);

/** The user a row belongs to, and goes with. */
export const userIdColumn = () => requiredReference('user_id', () => users.id, 'cascade');

/** The user who wrote a row; a user who has written rows cannot be deleted. */
export const createdByColumn = () => requiredReference('created_by', () => users.id, 'restrict');

/** Who wrote a row, a user who then cannot be deleted, and when. */
export const writtenByColumns = () => ({
  createdBy: createdByColumn(),
  createdAt: createdAtColumn(),
});

/** A user's area: the branches they work in, each under one of its groups. */
export const userAreas = pgTable(
  'user_areas',
  {
    userId: userIdColumn(),
    groupId: requiredReference('group_id', () => groups.id, 'restrict'),
    branchId: requiredReference('branch_id', () => branches.id, 'restrict'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.groupId, table.branchId] }),
    index('user_areas_branch_idx').on(table.branchId),
    index('user_areas_group_idx').on(table.groupId),
    // A user works in a branch under a group the branch belongs to; while they do, that
    // branch-group link cannot be removed.
    branchOfGroup('user_areas_branch_group_fk', table.branchId, table.groupId),
  ],
);

/** Uploaded user photos; the newest is the current one. */
export const userPhotos = pgTable(
  'user_photos',
  {
    id: idColumn(),
    userId: userIdColumn(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('user_photos_user_idx').on(table.userId)],
);
