import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import type { ChangePasswordBody, ForgotPasswordBody } from '@creditdesk/domain/auth/auth.schemas';
import { isLanguage } from '@creditdesk/domain/preferences/languages';
import { INVITATION_VALID_HOURS } from '@creditdesk/domain/users/users.schemas';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { Invalid } from '../../core/errors';
import { hashToken, randomToken } from '../../core/secrets';
import { recordAudit } from '../../plugins/audit/audit.repository';
import type { Mailer } from '../../plugins/mail/mailer';
import { withinLimits, type CountLimit } from '../../plugins/rate-limit/rate-limit.service';
import { userAccounts } from '../users/users.service';
import * as repository from './auth.repository';
import { passwordResetMail } from './password-reset-mail';
import { hashPassword } from './passwords';

const MINUTE = 60 * 1000;
export const RESET_TOKEN_TTL_MS = 30 * MINUTE;
export const INVITATION_TOKEN_TTL_MS = INVITATION_VALID_HOURS * 60 * MINUTE;
/**
 * Reset mails per recipient: one a minute, five an hour, whichever instance is asked (a fuzzer
 * once sent the administrator four within a second).
 */
export const RESET_MAIL_LIMITS: CountLimit[] = [
  { max: 1, windowMs: MINUTE },
  { max: 5, windowMs: 60 * MINUTE },
];

/** Passwords set through a mailed link: forgotten passwords and the first password of an invited user. */
export const createPasswordResetService = ({
  db,
  config,
  mailer,
  endSessions,
}: {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** Ends the sessions and tells every instance, in the caller's transaction. */
  endSessions: (
    executor: Executor,
    scope: { userId: string },
    reason: string,
    now: Date,
  ) => Promise<void>;
}) => {
  const changePasswordLink = (secret: string) =>
    `${config.publicUrl}/auth/change-password?token=${encodeURIComponent(secret)}`;

  return {
    /**
     * Same answer whether or not the email exists, and whether or not a mail went out; the secret
     * travels only by mail. Every address is counted against the reset-mail limits, known or not,
     * so that the work done does not tell them apart; a limited request changes nothing, so the
     * last link mailed stays the live one.
     */
    async forgotPassword(body: ForgotPasswordBody, requestId?: string) {
      const now = new Date();
      const allowed = await withinLimits(
        db,
        `reset-mail:${body.email.toLowerCase()}`,
        RESET_MAIL_LIMITS,
      );
      const user = await userAccounts.findByEmail(db, body.email);
      if (user?.isActive && !allowed) {
        await recordAudit(db, {
          actorId: null,
          entity: 'user',
          entityId: user.id,
          action: 'password-reset-limited',
          requestId,
        });
      }
      if (user?.isActive && allowed) {
        const secret = randomToken();
        await db.transaction(async (tx) => {
          await repository.expireUnusedResetTokens(tx, user.id, now);
          await repository.insertResetToken(tx, {
            userId: user.id,
            tokenHash: hashToken(secret),
            expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          });
          await recordAudit(tx, {
            actorId: null,
            entity: 'user',
            entityId: user.id,
            action: 'password-reset-requested',
            requestId,
          });
        });
        const link = `${config.publicUrl}/auth/change-password?token=${encodeURIComponent(secret)}`;
        const language = isLanguage(user.language) ? user.language : config.defaultLanguage;
        await mailer.send(passwordResetMail({ to: user.email, name: user.name, link }, language));
      }
      return { token: randomToken() };
    },

    /**
     * A first-password link for an invited user, valid 72 hours; earlier unused links of the user
     * die. Runs in the caller's transaction; the caller mails the link once it has committed.
     */
    async createInvitation(executor: Executor, userId: string, now = new Date()) {
      const secret = randomToken();
      const expiresAt = new Date(now.getTime() + INVITATION_TOKEN_TTL_MS);
      await repository.expireUnusedResetTokens(executor, userId, now);
      await repository.insertResetToken(executor, {
        userId,
        tokenHash: hashToken(secret),
        purpose: 'invitation',
        expiresAt,
      });
      return { link: changePasswordLink(secret), expiresAt };
    },

    async checkResetToken(token: string) {
      const found = await repository.findUsableResetToken(db, hashToken(token), new Date());
      if (!found) throw new Invalid(AUTH_MESSAGES.resetTokenInvalid);
      return { email: found.user.email };
    },

    /** Sets the password, spends the link and ends every session of the user, atomically. */
    async changePassword(body: ChangePasswordBody, requestId?: string) {
      const now = new Date();
      const found = await repository.findUsableResetToken(db, hashToken(body.token), now);
      if (!found) throw new Invalid(AUTH_MESSAGES.resetTokenInvalid);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        if (!(await repository.spendResetToken(tx, found.token.id, now))) {
          throw new Invalid(AUTH_MESSAGES.resetTokenInvalid);
        }
        await userAccounts.setPasswordHash(tx, found.user.id, passwordHash, now);
        // The owner of the address has proved it: earlier failures lock nobody out any more.
        await repository.clearSignInFailures(tx, found.user.email.toLowerCase());
        await endSessions(tx, { userId: found.user.id }, 'password-changed', now);
        await recordAudit(tx, {
          actorId: found.user.id,
          entity: 'user',
          entityId: found.user.id,
          action: 'password-changed',
          requestId,
        });
      });
      return { token: randomToken() };
    },
  };
};
