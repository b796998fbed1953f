import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, requiredReference } from '../../db/columns';
import { userIdColumn } from '../users/users.table';

/** A signed-in session; every refresh token of one sign-in belongs to it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: idColumn(),
    userId: userIdColumn(),
    rememberMe: boolean('remember_me').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; `usedAt` is set when rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    sessionId: requiredReference('session_id', () => authSessions.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Captcha answers, single use: the row is deleted when checked. */
export const captchas = pgTable('captchas', {
  id: idColumn(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Password reset secrets (also used to create a first password), stored as hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: userIdColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'reset' (forgot password, 30 minutes) or 'invitation' (a new user's first password, 72 hours). */
    purpose: text('purpose').notNull().default('reset'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Failed sign-ins per (email, client address) in the current 15-minute window. An email counts
 * whether or not an account has it (the answers do not tell them apart), and a lock holds only for
 * the address that earned it, so nobody elsewhere can lock a user out.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** Lower-cased, as typed. */
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    failures: integer('failures').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.clientAddress] }),
    // Rows whose window and lock are over are swept as new failures arrive.
    index('sign_in_failures_window_idx').on(table.windowStart),
  ],
);
