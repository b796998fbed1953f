import { and, eq, gt, isNull, lt, or, sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { accessSubMenus } from '../access/access.table';
import { roleAccess, roles } from '../roles/roles.table';
import { users } from '../users/users.table';
import {
  authSessions,
  captchas,
  passwordResetTokens,
  refreshTokens,
  signInFailures,
} from './auth.table';
import { insertOne } from '../../kit/record-repository';
import { anyOf } from '../../core/list-query';

export const insertCaptcha = (executor: Executor, answer: string, expiresAt: Date) =>
  insertOne(executor, captchas, { answer, expiresAt });

/** Takes the captcha out of the table: a captcha answers one attempt only. */
export const takeCaptcha = async (executor: Executor, id: string) => {
  const [row] = await executor.delete(captchas).where(eq(captchas.id, id)).returning();
  return row;
};

export const deleteExpiredCaptchas = async (executor: Executor, now: Date) => {
  await executor.delete(captchas).where(lt(captchas.expiresAt, now));
};

/** A session or token still good at `now`: not ended (revoked, used) and not expired. */
const unspent = (endedAt: PgColumn, expiresAt: PgColumn, now: Date | Placeholder) =>
  and(isNull(endedAt), gt(expiresAt, now));

export const insertSession = (
  executor: Executor,
  values: { userId: string; rememberMe: boolean; expiresAt: Date },
) => insertOne(executor, authSessions, values);

/** The live session with its user and role, or nothing when revoked, expired or unknown. */
export const findLiveSession = async (executor: Executor, sessionId: string, now: Date) => {
  const [row] = await executor
    .select({ session: authSessions, user: users, role: { id: roles.id, name: roles.name } })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        unspent(authSessions.revokedAt, authSessions.expiresAt, now),
      ),
    );
  return row;
};

/**
 * The live session, its user and role, and every right of the role as `access subMenu` (see
 * `rightKey`): what a protected request is checked against, in one statement prepared once per
 * database.
 */
const sessionCheck = preparedPerDatabase((executor) =>
  executor
    .select({
      session: authSessions,
      user: users,
      role: { id: roles.id, name: roles.name, dataScope: roles.dataScope },
      rights: sql<string[]>`array(
        select ${roleAccess.accessType} || ' ' || ${accessSubMenus.name} from ${roleAccess}
        inner join ${accessSubMenus} on ${accessSubMenus.id} = ${roleAccess.subMenuId}
        where ${roleAccess.roleId} = ${users.roleId}
      )`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        unspent(authSessions.revokedAt, authSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_session_with_rights'),
);

/** The live session (see findLiveSession) and every right of its role. */
export const checkSession = async (executor: Executor, sessionId: string, now: Date) => {
  const [row] = await sessionCheck(executor).execute({ sessionId, now: now.toISOString() });
  return row;
};

/** Ends one session, or every live session of a user. */
export const revokeSessions = async (
  executor: Executor,
  scope: { sessionId: string } | { userId: string },
  reason: string,
  now: Date,
) => {
  const target =
    'sessionId' in scope
      ? eq(authSessions.id, scope.sessionId)
      : eq(authSessions.userId, scope.userId);
  await executor
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(target, isNull(authSessions.revokedAt)));
};

export const insertRefreshToken = async (
  executor: Executor,
  sessionId: string,
  tokenHash: string,
) => {
  await executor.insert(refreshTokens).values({ sessionId, tokenHash });
};

export const findRefreshToken = async (executor: Executor, tokenHash: string) => {
  const [row] = await executor
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
};

/** Marks a single-use token used unless it already was; false means it was spent before. */
const spendOnce = async (
  executor: Executor,
  table: typeof refreshTokens | typeof passwordResetTokens,
  id: string,
  now: Date,
) => {
  const rows = await executor
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id });
  return rows.length === 1;
};

/** Marks the token used unless it already was; false means it was spent before (a replay). */
export const spendRefreshToken = (executor: Executor, id: string, now: Date) =>
  spendOnce(executor, refreshTokens, id, now);

export const insertResetToken = async (
  executor: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; purpose?: 'reset' | 'invitation' },
) => {
  await executor.insert(passwordResetTokens).values(values);
};

/** Only the newest link works: earlier unused links die when a new one is sent. */
export const expireUnusedResetTokens = async (executor: Executor, userId: string, now: Date) => {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
};

export const findUsableResetToken = async (executor: Executor, tokenHash: string, now: Date) => {
  const [row] = await executor
    .select({ token: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        unspent(passwordResetTokens.usedAt, passwordResetTokens.expiresAt, now),
      ),
    );
  return row;
};

export const spendResetToken = (executor: Executor, id: string, now: Date) =>
  spendOnce(executor, passwordResetTokens, id, now);

/** Where failed sign-ins are counted: the email as typed and the client's address. */
export interface SignInAttempt {
  email: string;
  clientAddress: string;
}

/** Until when sign-in is locked for this email from this address, if it is locked now. */
export const findSignInLock = async (executor: Executor, attempt: SignInAttempt, now: Date) => {
  const [row] = await executor
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.email, attempt.email),
        eq(signInFailures.clientAddress, attempt.clientAddress),
        gt(signInFailures.lockedUntil, now),
      ),
    );
  return row?.lockedUntil ?? undefined;
};

/**
 * Counts one failed sign-in in a single statement (no read-then-write race between concurrent
 * attempts): the count grows within the window and starts again at 1 after it; reaching
 * `maxFailures` locks until `now + lockMs`.
 */
export const countSignInFailure = async (
  executor: Executor,
  attempt: SignInAttempt,
  now: Date,
  rules: { windowMs: number; maxFailures: number; lockMs: number },
) => {
  const at = (time: number) => sql`${new Date(time).toISOString()}::timestamptz`;
  const windowOpen = sql`${signInFailures.windowStart} > ${at(now.getTime() - rules.windowMs)}`;
  const failures = sql`case when ${windowOpen} then ${signInFailures.failures} + 1 else 1 end`;
  const [row] = await executor
    .insert(signInFailures)
    .values({ ...attempt, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [signInFailures.email, signInFailures.clientAddress],
      set: {
        failures,
        windowStart: sql`case when ${windowOpen} then ${signInFailures.windowStart} else ${at(now.getTime())} end`,
        lockedUntil: sql`case when ${failures} >= ${rules.maxFailures} then ${at(now.getTime() + rules.lockMs)} end`,
      },
    })
    .returning({ failures: signInFailures.failures, lockedUntil: signInFailures.lockedUntil });
  if (!row) throw new Error('counting a failed sign-in returned no row');
  return row;
};

/** Forgets the failures of an email: from one address (signed in), or from all (new password). */
export const clearSignInFailures = async (
  executor: Executor,
  email: string,
  clientAddress?: string,
) => {
  await executor
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.email, email),
        clientAddress === undefined ? undefined : eq(signInFailures.clientAddress, clientAddress),
      ),
    );
};

/** Removes failure rows whose window and lock are both over. */
export const deleteStaleSignInFailures = async (
  executor: Executor,
  windowFloor: Date,
  now: Date,
) => {
  await executor
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.windowStart, windowFloor),
        or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now)),
      ),
    );
};

/**
 * Until when each of `emails` (lower-cased) is locked from some client address, the latest lock
 * of each; emails locked nowhere are left out.
 */
export const signInLocksOf = async (executor: Executor, emails: string[], now: Date) => {
  const locks = new Map<string, Date>();
  if (emails.length === 0) return locks;
  const rows = await executor
    .select({
      email: signInFailures.email,
      lockedUntil: sql<string>`max(${signInFailures.lockedUntil})`,
    })
    .from(signInFailures)
    .where(and(anyOf(signInFailures.email, emails), gt(signInFailures.lockedUntil, now)))
    .groupBy(signInFailures.email);
  for (const row of rows) locks.set(row.email, new Date(row.lockedUntil));
  return locks;
};
