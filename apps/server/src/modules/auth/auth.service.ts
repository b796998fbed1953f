import { dataScopeOf } from '@creditdesk/domain/access/privilege';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import type { LoginBody } from '@creditdesk/domain/auth/auth.schemas';
import type { CurrentUser } from '@creditdesk/domain/auth/current-user.schemas';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { Forbidden, Unauthorized } from '../../core/errors';
import type { Principal, RoutePermission } from '../../plugins/auth';
import type { PrincipalChange, PrincipalChanges } from '../../plugins/principal-changes';
import { rightsOfRole } from '../roles/privilege.service';
import { hashToken, randomToken } from '../../core/secrets';
import { recordAudit } from '../../plugins/audit/audit.repository';
import type { Mailer } from '../../plugins/mail/mailer';
import { userAccounts } from '../users/users.service';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokens } from './access-token';
import * as repository from './auth.repository';
import { CAPTCHA_TTL_MS, drawCaptcha } from './captcha';
import { createPasswordResetService } from './password-reset.service';
import { createSessionCache, rightKey, type HeldSession } from './session-cache';
import { hashPassword, verifyPassword } from './passwords';
import { createSignInGuard, lockedOut } from './sign-in-guard';

const MINUTE = 60 * 1000;
export const SESSION_TTL_MS = 12 * 60 * MINUTE;
export const REMEMBERED_SESSION_TTL_MS = 7 * 24 * 60 * MINUTE;

interface AuthServiceDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  accessTokens: AccessTokens;
  principalChanges: PrincipalChanges;
}

export const createAuthService = ({
  db,
  config,
  mailer,
  accessTokens,
  principalChanges,
}: AuthServiceDeps) => {
  const { checkCaptcha, refuseSignIn, ...signInLocks } = createSignInGuard({ db, config });
  // Unknown emails still pay for one hash check, so timing does not reveal which emails exist.
  const dummyHash = hashPassword(randomToken());
  const sessions = createSessionCache();
  principalChanges.listen(sessions.listener);

  /** Ends sessions and tells every instance, in the caller's transaction. */
  const endSessions = async (
    executor: Executor,
    scope: { sessionId: string } | { userId: string },
    reason: string,
    now: Date,
  ) => {
    await repository.revokeSessions(executor, scope, reason, now);
    await principalChanges.publish(executor, scope);
  };

  const readSession = async (sessionId: string, now: Date): Promise<HeldSession | null> => {
    const live = await repository.checkSession(db, sessionId, now);
    if (!live || !live.user.isActive) return null;
    return {
      principal: {
        userId: live.user.id,
        sessionId: live.session.id,
        name: live.user.name,
        email: live.user.email,
        role: live.role && { ...live.role, dataScope: dataScopeOf(live.role.dataScope) },
      },
      rights: new Set(live.rights),
      expiresAt: live.session.expiresAt,
    };
  };

  const issueTokens = async (executor: Executor, session: { id: string; userId: string }) => {
    const refreshToken = randomToken();
    await repository.insertRefreshToken(executor, session.id, hashToken(refreshToken));
    const token = await accessTokens.sign({ userId: session.userId, sessionId: session.id });
    return { token, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  };

  return {
    async createCaptcha(now = new Date()) {
      const { image, answer } = drawCaptcha();
      await repository.deleteExpiredCaptchas(db, now);
      const row = await repository.insertCaptcha(
        db,
        answer,
        new Date(now.getTime() + CAPTCHA_TTL_MS),
      );
      return { captchaId: row.id, image };
    },

    /**
     * Signs in. Failures are counted per (email, client address), for unknown emails as for known
     * ones, so the answers do not reveal which emails exist and a lock holds only where it was
     * earned: someone elsewhere cannot lock a user out.
     */
    async login(body: Required<LoginBody>, request: { requestId?: string; clientAddress: string }) {
      const now = new Date();
      const { requestId } = request;
      await checkCaptcha(body.captchaId, body.captchaText, now);
      const attempt = {
        email: body.email.trim().toLowerCase(),
        clientAddress: request.clientAddress,
      };
      const user = await userAccounts.findByEmail(db, attempt.email);
      const lock = await repository.findSignInLock(db, attempt, now);
      if (lock) {
        await refuseSignIn(
          attempt,
          { reason: 'locked', userId: user?.id, count: false },
          now,
          requestId,
        );
        throw lockedOut(lock);
      }
      const passwordMatches = user?.passwordHash
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyPassword(await dummyHash, body.password).then(() => false);
      if (!user || !passwordMatches) {
        const reason = user ? 'wrong-password' : 'unknown-email';
        const lockedUntil = await refuseSignIn(
          attempt,
          { reason, userId: user?.id, count: true },
          now,
          requestId,
        );
        if (lockedUntil) throw lockedOut(lockedUntil);
        throw new Unauthorized(AUTH_MESSAGES.signInFailed);
      }
      if (!user.isActive) {
        await refuseSignIn(
          attempt,
          { reason: 'inactive', userId: user.id, count: false },
          now,
          requestId,
        );
        throw new Forbidden(AUTH_MESSAGES.accountInactive);
      }

      return db.transaction(async (tx) => {
        await repository.clearSignInFailures(tx, attempt.email, attempt.clientAddress);
        const ttl = body.rememberMe ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
        const session = await repository.insertSession(tx, {
          userId: user.id,
          rememberMe: body.rememberMe,
          expiresAt: new Date(now.getTime() + ttl),
        });
        await recordAudit(tx, {
          actorId: user.id,
          entity: 'session',
          entityId: session.id,
          action: 'signed-in',
          requestId,
        });
        return issueTokens(tx, session);
      });
    },

    /** Rotates the refresh token; a spent token presented again revokes its whole session. */
    async refresh(refreshToken: string, requestId?: string) {
      const now = new Date();
      const stored = await repository.findRefreshToken(db, hashToken(refreshToken));
      if (!stored) throw new Unauthorized(AUTH_MESSAGES.refreshTokenInvalid);
      return db
        .transaction(async (tx) => {
          const spent = await repository.spendRefreshToken(tx, stored.id, now);
          if (!spent) {
            await endSessions(tx, { sessionId: stored.sessionId }, 'refresh-token-reuse', now);
            await recordAudit(tx, {
              actorId: null,
              entity: 'session',
              entityId: stored.sessionId,
              action: 'revoked-token-reuse',
              requestId,
            });
            return null;
          }
          const live = await repository.findLiveSession(tx, stored.sessionId, now);
          if (!live || !live.user.isActive) return null;
          // A new access token reads the session afresh on every instance.
          await principalChanges.publish(tx, { sessionId: live.session.id });
          return issueTokens(tx, live.session);
        })
        .then((tokens) => {
          if (!tokens) throw new Unauthorized(AUTH_MESSAGES.refreshTokenInvalid);
          return tokens;
        });
    },

    async logout(principal: Principal, requestId?: string) {
      await db.transaction(async (tx) => {
        await endSessions(tx, { sessionId: principal.sessionId }, 'signed-out', new Date());
        await recordAudit(tx, {
          actorId: principal.userId,
          entity: 'session',
          entityId: principal.sessionId,
          action: 'signed-out',
          requestId,
        });
      });
    },

    /**
     * The principal behind an access token, or null when the token or its session is dead; with
     * `required`, also whether the principal's role grants it. The session is remembered until a
     * change to it is heard (see session-cache.ts).
     */
    async authenticate(
      accessToken: string,
      required?: RoutePermission,
    ): Promise<{ principal: Principal; allowed: boolean } | null> {
      const claims = await accessTokens.verify(accessToken);
      if (!claims) return null;
      const now = new Date();
      const held = await sessions.session(claims.sessionId, now, () =>
        readSession(claims.sessionId, now),
      );
      if (!held || held.principal.userId !== claims.userId) return null;
      return {
        principal: held.principal,
        allowed: required ? held.rights.has(rightKey(required.subMenu, required.access)) : false,
      };
    },

    /** The principal already carries the user and role; only the grants are read. */
    async currentUser(principal: Principal): Promise<CurrentUser> {
      const permissions = principal.role ? await rightsOfRole(db, principal.role.id) : [];
      return {
        user: {
          _id: principal.userId,
          name: principal.name,
          email: principal.email,
          // authenticate() admits active users only.
          isActive: true,
          role: principal.role
            ? {
                _id: principal.role.id,
                name: principal.role.name,
                dataScope: principal.role.dataScope,
              }
            : null,
        },
        permissions,
      };
    },

    /** Ends every live session of a user in the caller's transaction (a deactivated user). */
    endSessionsOf: (executor: Executor, userId: string, reason: string) =>
      endSessions(executor, { userId }, reason, new Date()),

    /** Tells every instance, in the caller's transaction, that what a principal holds changed. */
    principalChanged: (executor: Executor, change: PrincipalChange) =>
      principalChanges.publish(executor, change),

    /** Kills a user's unused password links in the caller's transaction (his email changed). */
    expirePasswordLinksOf: (executor: Executor, userId: string) =>
      repository.expireUnusedResetTokens(executor, userId, new Date()),

    /** The branches of the user's area, which the actor of a scoped role sees. */
    areaBranchIds: userAccounts.areaBranchIds,

    ...signInLocks,
    ...createPasswordResetService({ db, config, mailer, endSessions }),
  };
};
export type AuthService = ReturnType<typeof createAuthService>;
