import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { auditLogs } from '../audit/audit.table';
import { createRole, createUser, DEFAULT_TEST_PASSWORD, signIn } from '../../testing/factories';
import { latestPasswordLink } from '../../testing/outbox';
import {
  createSecondInstance,
  createTestApp,
  solveCaptcha,
  type TestContext,
} from '../../testing/test-app';
import { authSessions, captchas } from './auth.table';
import { requester } from '../../testing/http';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());
afterEach(() => vi.useRealTimers());

const { call } = requester(() => context, { base: '/api/v1/auth' });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const login = (body: Record<string, unknown>) => call('POST', '/login', body);

const loginWithCaptcha = async (email: string, password: string, rememberMe = false) =>
  login({ email, password, rememberMe, ...(await solveCaptcha(context)) });

/** A sign-in from another client address (and any X-Forwarded-For it claims). */
const loginFrom = async (
  remoteAddress: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    headers,
    payload: { email, password, rememberMe: false, ...(await solveCaptcha(context)) },
  });

const signInAudit = (email: string) =>
  context.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, 'sign-in'), eq(auditLogs.entityId, email.toLowerCase())));

const me = (token?: string) => call('GET', '/me', undefined, token ? bearer(token) : {});

const refresh = (refreshToken: string) => call('POST', '/refresh-token', { refreshToken });

const advanceClock = (milliseconds: number) => {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + milliseconds);
};

describe('GET /auth/captcha', () => {
  it('returns an SVG image and an id, never the answer', async () => {
    const response = await call('GET', '/captcha');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.response.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Object.keys(body.response).sort()).toEqual(['captchaId', 'image']);
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right credentials and a solved captcha', async () => {
    const user = await createUser(context.db, { name: 'Dewi Lestari' });
    const response = await loginWithCaptcha(user.email.toUpperCase(), DEFAULT_TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token, refreshToken, expiresIn } = response.json().response;
    expect(expiresIn).toBe(15 * 60);
    expect(refreshToken).toEqual(expect.any(String));
    const current = await me(token);
    expect(current.statusCode).toBe(200);
    expect(current.json().response.user).toMatchObject({ name: 'Dewi Lestari', email: user.email });
    expect(current.json().response.permissions).toContainEqual({
      subMenu: 'Master Data Role',
      access: ['Read', 'Create', 'Update', 'Delete'],
    });
  });

  it('answers 400 with field messages for missing email and password', async () => {
    const response = await login({ email: '', password: '', captchaId: '', captchaText: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: AUTH_MESSAGES.emailRequired, code: 'auth.emailRequired' },
        {
          path: 'password',
          message: AUTH_MESSAGES.passwordRequired,
          code: 'auth.passwordRequired',
        },
      ]),
    );
    const invalid = await login({ email: 'not-an-email', password: 'x' });
    expect(invalid.json().message).toBe(AUTH_MESSAGES.emailInvalid);
  });

  it('requires the captcha', async () => {
    const user = await createUser(context.db);
    const response = await login({ email: user.email, password: DEFAULT_TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Incorrect CAPTCHA. Please try again');
  });

  it('refuses a wrong captcha answer', async () => {
    const user = await createUser(context.db);
    const { captchaId } = await solveCaptcha(context);
    const response = await login({
      email: user.email,
      password: DEFAULT_TEST_PASSWORD,
      captchaId,
      captchaText: 'wrong',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.captchaIncorrect);
  });

  it('refuses a captcha used before, even after a correct answer', async () => {
    const user = await createUser(context.db);
    const captcha = await solveCaptcha(context);
    expect(
      (await login({ email: user.email, password: DEFAULT_TEST_PASSWORD, ...captcha })).statusCode,
    ).toBe(200);
    const again = await login({ email: user.email, password: DEFAULT_TEST_PASSWORD, ...captcha });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.captchaIncorrect);
  });

  it('refuses a captcha older than 5 minutes', async () => {
    const user = await createUser(context.db);
    const captcha = await solveCaptcha(context);
    advanceClock(5 * 60 * 1000 + 1000);
    const response = await login({
      email: user.email,
      password: DEFAULT_TEST_PASSWORD,
      ...captcha,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.captchaIncorrect);
  });

  it('gives the same fallback text for a wrong password and an unknown email', async () => {
    const user = await createUser(context.db);
    const wrongPassword = await loginWithCaptcha(user.email, 'Wrong.123');
    const unknownEmail = await loginWithCaptcha('nobody@bank.example', DEFAULT_TEST_PASSWORD);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        'Your email or password are invalid. Please try again or contact your administrator to fix it.',
      );
    }
  });

  it('refuses an inactive user', async () => {
    const user = await createUser(context.db, { isActive: false });
    const response = await loginWithCaptcha(user.email, DEFAULT_TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AUTH_MESSAGES.accountInactive);
  });

  it('locks the account for 15 minutes after 5 failures within 15 minutes', async () => {
    const user = await createUser(context.db);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await loginWithCaptcha(user.email, 'Wrong.123')).statusCode).toBe(401);
    }
    const fifth = await loginWithCaptcha(user.email, 'Wrong.123');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().message).toBe(AUTH_MESSAGES.accountLocked);
    const rightPasswordWhileLocked = await loginWithCaptcha(user.email, DEFAULT_TEST_PASSWORD);
    expect(rightPasswordWhileLocked.statusCode).toBe(403);
    expect(rightPasswordWhileLocked.json().message).toBe(AUTH_MESSAGES.accountLocked);
    const audit = await signInAudit(user.email);
    expect(audit.map((row) => row.action)).toEqual([
      ...Array(4).fill('sign-in-failed'),
      'sign-in-locked',
      'sign-in-failed',
    ]);
    expect(audit[0]?.after).toMatchObject({
      reason: 'wrong-password',
      clientAddress: '127.0.0.1',
      userId: user.id,
      failures: 1,
    });
    expect(audit[5]?.after).toMatchObject({ reason: 'locked' });

    advanceClock(15 * 60 * 1000 + 1000);
    expect((await loginWithCaptcha(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown email exactly as a known one, so answers reveal no account', async () => {
    const known = await createUser(context.db);
    const unknown = `nobody-${Date.now()}@bank.example`;
    const answers = async (email: string) => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt++)
        statuses.push((await loginWithCaptcha(email, 'Wrong.123')).statusCode);
      return statuses;
    };
    const expected = [401, 401, 401, 401, 403, 403];
    expect(await answers(known.email)).toEqual(expected);
    expect(await answers(unknown)).toEqual(expected);
    expect((await signInAudit(unknown)).map((row) => row.after)).toContainEqual(
      expect.objectContaining({ reason: 'unknown-email', userId: null, failures: 5 }),
    );
  });

  it('keeps a lock to the address that earned it: the user signs in from elsewhere', async () => {
    const user = await createUser(context.db);
    for (let attempt = 1; attempt <= 5; attempt++)
      await loginFrom('203.0.113.9', user.email, 'Wrong.123');
    expect((await loginFrom('203.0.113.9', user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(
      403,
    );
    // X-Forwarded-For is not believed without TRUST_PROXY: it cannot move the attacker elsewhere.
    const spoofed = await loginFrom('203.0.113.9', user.email, DEFAULT_TEST_PASSWORD, {
      'x-forwarded-for': '198.51.100.1',
    });
    expect(spoofed.statusCode).toBe(403);
    expect((await loginFrom('192.0.2.44', user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts concurrent failures one by one (the increment is atomic)', async () => {
    const user = await createUser(context.db);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => loginFrom('198.51.100.77', user.email, 'Wrong.123')),
    );
    expect(statuses.map((response) => response.statusCode).sort()).toEqual([
      401, 401, 401, 401, 403,
    ]);
    const counts = (await signInAudit(user.email)).map(
      (row) => (row.after as { failures: number }).failures,
    );
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('forgets the failures of an email once its owner sets a new password', async () => {
    const user = await createUser(context.db);
    for (let attempt = 1; attempt <= 5; attempt++) await loginWithCaptcha(user.email, 'Wrong.123');
    await call('POST', '/forgot-password', { email: user.email });
    const link = new URL(
      (await latestPasswordLink(path.join(context.config.dataDir, 'outbox'), user.email))!,
    );
    const changed = await call('POST', '/change-password', {
      token: link.searchParams.get('token'),
      newPassword: 'Fresh.2026',
      reEnterPassword: 'Fresh.2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await loginWithCaptcha(user.email, 'Fresh.2026')).statusCode).toBe(200);
  });

  it('does not lock when the failures are spread beyond 15 minutes', async () => {
    const user = await createUser(context.db);
    for (let attempt = 1; attempt <= 4; attempt++) await loginWithCaptcha(user.email, 'Wrong.123');
    advanceClock(16 * 60 * 1000);
    expect((await loginWithCaptcha(user.email, 'Wrong.123')).statusCode).toBe(401);
    expect((await loginWithCaptcha(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps a remembered session 7 days and a plain one 12 hours', async () => {
    const user = await createUser(context.db);
    const before = Date.now();
    await signIn(context, user.email, DEFAULT_TEST_PASSWORD, true);
    await signIn(context, user.email, DEFAULT_TEST_PASSWORD, false);
    const sessions = await context.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user.id));
    const lifetimes = sessions
      .map((session) => Math.round((session.expiresAt.getTime() - before) / 3_600_000))
      .sort((a, b) => a - b);
    expect(lifetimes).toEqual([12, 7 * 24]);
  });
});

describe('POST /auth/refresh-token', () => {
  it('rotates the refresh token on every refresh', async () => {
    const user = await createUser(context.db);
    const first = await signIn(context, user.email);
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().response;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.token)).statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const user = await createUser(context.db);
    const first = await signIn(context, user.email);
    const second = (await refresh(first.refreshToken)).json().response;

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('answers 400 without a refresh token and 401 for an unknown one', async () => {
    const missing = await call('POST', '/refresh-token', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(AUTH_MESSAGES.refreshTokenMissing);
    expect((await refresh('made-up')).statusCode).toBe(401);
  });

  it('refuses to refresh after the session lifetime', async () => {
    const user = await createUser(context.db);
    const pair = await signIn(context, user.email);
    advanceClock(12 * 60 * 60 * 1000 + 1000);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });
});

describe('GET /auth/me and POST /auth/logout', () => {
  it('answer 401 without a token or with a bad one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json().message).toBe(AUTH_MESSAGES.tokenMissing);
    expect((await me('not-a-jwt')).statusCode).toBe(401);
    const logout = await call('POST', '/logout');
    expect(logout.statusCode).toBe(401);
  });

  it('expires the access token after 15 minutes', async () => {
    const user = await createUser(context.db);
    const { token } = await signIn(context, user.email);
    advanceClock(15 * 60 * 1000 + 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('lists only the grants of the user role', async () => {
    const role = await createRole(context.db, {
      Approval: ['View'],
      'Credit Application': ['Read'],
    });
    const user = await createUser(context.db, { roleId: role.id });
    const { token } = await signIn(context, user.email);
    const body = (await me(token)).json().response;
    expect(body.user.role).toEqual({ _id: role.id, name: role.name, dataScope: 'all' });
    expect(body.permissions).toEqual([
      { subMenu: 'Credit Application', access: ['Read'] },
      { subMenu: 'Approval', access: ['View'] },
    ]);
  });

  it('ends the session on logout', async () => {
    const user = await createUser(context.db);
    const pair = await signIn(context, user.email);
    const logout = await call(
      'POST',
      '/logout',
      { refreshToken: pair.refreshToken },
      bearer(pair.token),
    );
    expect(logout.statusCode).toBe(200);
    expect((await me(pair.token)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  const outbox = () => path.join(context.config.dataDir, 'outbox');
  const mailCount = async () => (await readdir(outbox()).catch(() => [])).length;

  const forgotPassword = (email: string) => call('POST', '/forgot-password', { email });

  /** The reset secret of the newest mail to `email`, read from the .eml in the outbox. */
  const resetSecretFromMail = async (email: string) => {
    const link = await latestPasswordLink(outbox(), email);
    if (!link) throw new Error(`no mail to ${email}`);
    return new URL(link).searchParams.get('token')!;
  };

  const sync = (token: string) =>
    call('GET', `/forgot-password/sync?token=${encodeURIComponent(token)}`);

  const changePassword = (body: Record<string, string>) => call('POST', '/change-password', body);

  it('answers an unknown email exactly as a known one, and mails only the known one', async () => {
    const user = await createUser(context.db);
    const mailsBefore = await mailCount();
    const known = await forgotPassword(user.email);
    const unknown = await forgotPassword('nobody@bank.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(known.json().message);
    expect(Object.keys(unknown.json().response)).toEqual(Object.keys(known.json().response));
    expect(await mailCount()).toBe(mailsBefore + 1);
    // The receipt is never the secret that was mailed.
    expect(known.json().response.token).not.toBe(await resetSecretFromMail(user.email));
  });

  it('keeps the outbox readable by the server only (directory 0700, mails 0600)', async () => {
    const user = await createUser(context.db);
    await forgotPassword(user.email);
    expect((await stat(outbox())).mode & 0o777).toBe(0o700);
    for (const file of await readdir(outbox()))
      expect((await stat(path.join(outbox(), file))).mode & 0o777, file).toBe(0o600);
  });

  it('checks, then spends the mailed link once, ending every session', async () => {
    const user = await createUser(context.db);
    const session = await signIn(context, user.email);
    await forgotPassword(user.email);
    const secret = await resetSecretFromMail(user.email);

    const check = await sync(secret);
    expect(check.statusCode).toBe(200);
    expect(check.json().response).toEqual({ email: user.email });

    const changed = await changePassword({
      token: secret,
      newPassword: 'Fresh.2026',
      reEnterPassword: 'Fresh.2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().response.token).toEqual(expect.any(String));

    expect((await me(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await loginWithCaptcha(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(401);
    expect((await loginWithCaptcha(user.email, 'Fresh.2026')).statusCode).toBe(200);

    const reuse = await changePassword({
      token: secret,
      newPassword: 'Again.2026',
      reEnterPassword: 'Again.2026',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(AUTH_MESSAGES.resetTokenInvalid);
    expect((await sync(secret)).statusCode).toBe(400);

    const audit = await context.db.select().from(auditLogs).where(eq(auditLogs.entityId, user.id));
    expect(audit.map((row) => row.action)).toContain('password-changed');
  });

  it('lets a link expire after 30 minutes', async () => {
    const user = await createUser(context.db);
    await forgotPassword(user.email);
    const secret = await resetSecretFromMail(user.email);
    advanceClock(30 * 60 * 1000 + 1000);
    const check = await sync(secret);
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe(AUTH_MESSAGES.resetTokenInvalid);
  });

  it('keeps only the newest link alive after a resend', async () => {
    const user = await createUser(context.db);
    await forgotPassword(user.email);
    const first = await resetSecretFromMail(user.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await forgotPassword(user.email);
    const second = await resetSecretFromMail(user.email);
    expect(second).not.toBe(first);
    expect((await sync(first)).statusCode).toBe(400);
    expect((await sync(second)).statusCode).toBe(200);
  });

  it('enforces the password rules with their messages and changes nothing', async () => {
    const user = await createUser(context.db);
    await forgotPassword(user.email);
    const secret = await resetSecretFromMail(user.email);
    const cases: Array<[string, string, string]> = [
      ['Ab.1', 'Ab.1', 'New Password must be at least 8 characters.'],
      ['Abcdefgh.12345', 'Abcdefgh.12345', 'New Password must be at most 12 characters.'],
      ['ABCDEFG.1', 'ABCDEFG.1', 'New Password must contain at least one lowercase letter.'],
      ['abcdefg.1', 'abcdefg.1', 'New Password must contain at least one uppercase letter.'],
      ['Abcdefg.h', 'Abcdefg.h', 'New Password must contain at least one number.'],
      [
        'Abcdefg12',
        'Abcdefg12',
        'New Password must contain at least one special character (. , ! @ # $ % ^ & * =).',
      ],
      ['Fresh.2026', 'Fresh.2027', "Password didn't match, please try again"],
    ];
    for (const [newPassword, reEnterPassword, message] of cases) {
      const response = await changePassword({ token: secret, newPassword, reEnterPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await sync(secret)).statusCode).toBe(200);
    expect((await loginWithCaptcha(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets an invited user without a password create one', async () => {
    const user = await createUser(context.db, { password: null });
    expect((await loginWithCaptcha(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(401);
    await forgotPassword(user.email);
    const secret = await resetSecretFromMail(user.email);
    await changePassword({
      token: secret,
      newPassword: 'First.2026',
      reEnterPassword: 'First.2026',
    });
    expect((await loginWithCaptcha(user.email, 'First.2026')).statusCode).toBe(200);
  });
});

describe('rate limits and captcha switch', () => {
  it('answers 429 after too many sign-in or forgot-password calls from one address', async () => {
    const limited = await createTestApp({ authRateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'a@b.co', password: 'x' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      const forgot = [];
      for (let i = 0; i < 4; i++) {
        forgot.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/v1/auth/forgot-password',
              payload: { email: 'a@b.co' },
            })
          ).statusCode,
        );
      }
      expect(forgot).toEqual([200, 200, 200, 429]);
      const last = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {},
      });
      expect(last.json()).toMatchObject({ statusCode: 429, message: AUTH_MESSAGES.rateLimited });
    } finally {
      await limited.close();
    }
  });

  it('limits captcha requests per address like sign-in, and removes expired captchas', async () => {
    const limited = await createTestApp({ authRateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const captcha = (remoteAddress = '127.0.0.1') =>
        limited.app.inject({ method: 'GET', url: '/api/v1/auth/captcha', remoteAddress });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await captcha()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await captcha('192.0.2.10')).statusCode).toBe(200);

      advanceClock(5 * 60 * 1000 + 1000);
      expect((await captcha('192.0.2.11')).statusCode).toBe(200);
      const expired = await limited.db
        .select()
        .from(captchas)
        .where(lt(captchas.expiresAt, new Date()));
      expect(expired).toEqual([]);
      expect(await limited.db.select().from(captchas)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it('believes X-Forwarded-For only from a trusted proxy (TRUST_PROXY)', async () => {
    const limits = { authRateLimit: { max: 2, timeWindowMs: 60_000 } };
    const untrusting = await createTestApp(limits);
    // A second instance on the same database: building one is cheaper than a second database.
    const behindProxy = {
      app: await createSecondInstance({
        db: untrusting.db,
        config: { ...untrusting.config, trustProxy: ['127.0.0.1'] },
      }),
    };
    try {
      const captchaVia = (app: TestContext['app'], forwardedFor: string) =>
        app.inject({
          method: 'GET',
          url: '/api/v1/auth/captcha',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      const untrusted = [];
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
        untrusted.push((await captchaVia(untrusting.app, client)).statusCode);
      // A new X-Forwarded-For value per request does not reset the limit.
      expect(untrusted).toEqual([200, 200, 429]);
      const trusted = [];
      for (const client of ['198.51.100.1', '198.51.100.1', '198.51.100.1', '198.51.100.2'])
        trusted.push((await captchaVia(behindProxy.app, client)).statusCode);
      expect(trusted).toEqual([200, 200, 429, 200]);
    } finally {
      await behindProxy.app.close();
      await untrusting.close();
    }
  });

  it('skips the captcha check when CAPTCHA=off', async () => {
    const relaxed = await createTestApp({ captchaEnabled: false });
    try {
      const user = await createUser(relaxed.db);
      const response = await relaxed.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await relaxed.close();
    }
  });
});
