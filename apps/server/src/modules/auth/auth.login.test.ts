import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { createUser, DEFAULT_TEST_PASSWORD, signIn } from '../../testing/factories';
import { latestPasswordLink } from '../../testing/outbox';
import { solveCaptcha } from '../../testing/test-app';
import { authSessions } from './auth.table';
import {
  advanceClock,
  call,
  context,
  login,
  loginFrom,
  loginWithCaptcha,
  me,
  signInAudit,
} from './auth.fixture';

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
        { path: 'email', message: 'Email must be filled', code: 'auth.emailRequired' },
        {
          path: 'password',
          message: 'Password must be filled',
          code: 'auth.passwordRequired',
        },
      ]),
    );
    const invalid = await login({ email: 'not-an-email', password: 'x' });
    expect(invalid.json().code).toBe(AUTH_MESSAGES.emailInvalid);
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
    expect(response.json().code).toBe(AUTH_MESSAGES.captchaIncorrect);
  });

  it('refuses a captcha used before, even after a correct answer', async () => {
    const user = await createUser(context.db);
    const captcha = await solveCaptcha(context);
    expect(
      (await login({ email: user.email, password: DEFAULT_TEST_PASSWORD, ...captcha })).statusCode,
    ).toBe(200);
    const again = await login({ email: user.email, password: DEFAULT_TEST_PASSWORD, ...captcha });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(AUTH_MESSAGES.captchaIncorrect);
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
    expect(response.json().code).toBe(AUTH_MESSAGES.captchaIncorrect);
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
    expect(response.json().code).toBe(AUTH_MESSAGES.accountInactive);
  });

  it('locks the account for 15 minutes after 5 failures within 15 minutes', async () => {
    const user = await createUser(context.db);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await loginWithCaptcha(user.email, 'Wrong.123')).statusCode).toBe(401);
    }
    const before = Date.now();
    const fifth = await loginWithCaptcha(user.email, 'Wrong.123');
    // The locked user is told when the lock ends, on the bank's clock (Jakarta is UTC+7).
    const { lockedUntil } = fifth.json().params as { lockedUntil: string };
    const lockEnd = new Date(lockedUntil).getTime();
    expect(lockEnd).toBeGreaterThanOrEqual(before + 15 * 60 * 1000);
    expect(lockEnd).toBeLessThanOrEqual(Date.now() + 15 * 60 * 1000);
    const until = new Date(lockEnd + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    const lockAnswer = {
      statusCode: 403,
      code: 'auth.accountLocked',
      params: { until, timeZone: 'Asia/Jakarta', lockedUntil },
      message: `Your account is locked after too many failed sign-in attempts. Please try again after ${until} (Asia/Jakarta).`,
    };
    expect(fifth.json()).toMatchObject(lockAnswer);
    advanceClock(5 * 60 * 1000);
    const rightPasswordWhileLocked = await loginWithCaptcha(user.email, DEFAULT_TEST_PASSWORD);
    expect(rightPasswordWhileLocked.json()).toMatchObject(lockAnswer);
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

    advanceClock(10 * 60 * 1000 + 1000);
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
