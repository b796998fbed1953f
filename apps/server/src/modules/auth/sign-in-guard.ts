import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { businessTimeZone, toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { Forbidden, Invalid } from '../../core/errors';
import { recordAudit } from '../../plugins/audit/audit.repository';
import * as repository from './auth.repository';

const MINUTE = 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE;
export const LOGIN_LOCK_MS = 15 * MINUTE;

/** The lockout's 403, telling when the lock ends on the bank's clock. */
export const lockedOut = (lockedUntil: Date) =>
  new Forbidden(AUTH_MESSAGES.accountLocked, {
    until: toBusinessDateTime(lockedUntil),
    timeZone: businessTimeZone(),
    lockedUntil: lockedUntil.toISOString(),
  });

/** Why a sign-in with a solved captcha was refused, as its audit row says. */
type SignInRefusal = 'wrong-password' | 'unknown-email' | 'locked' | 'inactive';

/**
 * What stands before a password is checked: the captcha, and the failures counted per (email,
 * client address) that lock the pair for a while; and the locks as the users' screens show them.
 */
export const createSignInGuard = ({
  db,
  config,
}: {
  db: Database;
  config: Pick<Config, 'captchaEnabled'>;
}) => {
  const checkCaptcha = async (captchaId: string, captchaText: string, now: Date) => {
    if (!config.captchaEnabled) return;
    const captcha = captchaId
      ? await repository.takeCaptcha(db, captchaId).catch(() => undefined)
      : undefined;
    const solved =
      captcha !== undefined &&
      captcha.expiresAt > now &&
      captcha.answer === captchaText.trim().toLowerCase();
    if (!solved)
      throw new Invalid(AUTH_MESSAGES.captchaIncorrect, [
        { path: 'captchaText', message: AUTH_MESSAGES.captchaIncorrect },
      ]);
  };

  /**
   * Writes the audit row of a refused sign-in; with `count`, also counts the failure for the
   * (email, address) pair, the fifth within the window locking that pair. Answers whether the pair
   * is locked now: until when, or null.
   */
  const refuseSignIn = async (
    attempt: repository.SignInAttempt,
    refusal: { reason: SignInRefusal; userId?: string; count: boolean },
    now: Date,
    requestId?: string,
  ) =>
    db.transaction(async (tx) => {
      let counted: { failures: number; lockedUntil: Date | null } | undefined;
      if (refusal.count) {
        await repository.deleteStaleSignInFailures(
          tx,
          new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS),
          now,
        );
        counted = await repository.countSignInFailure(tx, attempt, now, {
          windowMs: LOGIN_FAILURE_WINDOW_MS,
          maxFailures: LOGIN_MAX_FAILURES,
          lockMs: LOGIN_LOCK_MS,
        });
      }
      const lockedUntil = counted?.lockedUntil ?? null;
      const locked = lockedUntil !== null;
      await recordAudit(tx, {
        actorId: null,
        entity: 'sign-in',
        entityId: attempt.email,
        action: locked ? 'sign-in-locked' : 'sign-in-failed',
        after: {
          reason: refusal.reason,
          clientAddress: attempt.clientAddress,
          userId: refusal.userId ?? null,
          ...(counted ? { failures: counted.failures, lockedUntil: counted.lockedUntil } : {}),
        },
        requestId,
      });
      return lockedUntil;
    });

  return {
    checkCaptcha,
    refuseSignIn,
    /** Until when each of these accounts' emails is locked from some address (the latest lock). */
    signInLocksOf: async (executor: Executor, emails: string[]) => {
      const locks = await repository.signInLocksOf(
        executor,
        emails.map((email) => email.toLowerCase()),
        new Date(),
      );
      return (email: string) => locks.get(email.toLowerCase());
    },

    /**
     * Lifts the lock of an email from every address and forgets its failures, in the caller's
     * transaction; answers until when it was locked, or undefined when it was not.
     */
    async unlockSignIn(executor: Executor, email: string) {
      const lowerEmail = email.toLowerCase();
      const locks = await repository.signInLocksOf(executor, [lowerEmail], new Date());
      await repository.clearSignInFailures(executor, lowerEmail);
      return locks.get(lowerEmail);
    },
  };
};
