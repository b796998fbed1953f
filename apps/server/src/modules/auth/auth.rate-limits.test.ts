import { describe, expect, it } from 'vitest';
import { lt } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../testing/factories';
import { createSecondInstance, createTestApp, type TestContext } from '../../testing/test-app';
import { captchas } from './auth.table';
import { advanceClock } from './auth.fixture';

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
      expect(last.json()).toMatchObject({ statusCode: 429, code: AUTH_MESSAGES.rateLimited });
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
