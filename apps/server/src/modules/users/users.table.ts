import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    roleId: uuid('role_id').references(() => roles.id),
    phoneNumber: text('phone_number'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    failedLoginWindowStart: timestamp('failed_login_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);
