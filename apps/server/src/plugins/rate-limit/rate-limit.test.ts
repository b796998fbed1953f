import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { createSecondInstance, createTestApp, type TestContext } from '../../testing/test-app';
import { countRequest, deleteExpiredCounters } from './rate-limit.repository';
import { rateLimitCounters } from './rate-limit.table';

let first: TestContext;
let second: TestContext['app'];

beforeAll(async () => {
  first = await createTestApp({ authRateLimit: { max: 4, timeWindowMs: 60_000 } });
  second = await createSecondInstance(first);
});

afterAll(async () => {
  await second.close();
  await first.close();
});

const forgotPassword = (app: TestContext['app'], remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email: 'someone@bank.example' },
    remoteAddress,
  });

describe('rate limits across instances', () => {
  it('counts one address against one limit whichever instance it reaches', async () => {
    const statuses = [];
    for (const app of [first.app, second, first.app, second, first.app])
      statuses.push((await forgotPassword(app, '198.51.100.7')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await forgotPassword(second, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: AUTH_MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, and the same address on another route, have counters of their own.
    expect((await forgotPassword(first.app, '198.51.100.8')).statusCode).toBe(200);
    const captcha = await second.inject({
      method: 'GET',
      url: '/api/v1/auth/captcha',
      remoteAddress: '198.51.100.7',
    });
    expect(captcha.statusCode).toBe(200);
  });

  it('counts concurrent requests exactly, one row per key', async () => {
    const key = 'test:concurrent';
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countRequest(first.db, key, 60_000)),
    );
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    for (const { ttl } of counts) expect(ttl).toBeGreaterThan(0);
  });

  it('starts a new window once the last one is over, and prunes finished windows', async () => {
    const key = 'test:window';
    await countRequest(first.db, key, 60_000);
    await countRequest(first.db, key, 60_000);
    await first.db.execute(
      sql`update ${rateLimitCounters} set reset_at = now() - interval '1 second' where key = ${key}`,
    );
    expect((await countRequest(first.db, key, 60_000)).hits).toBe(1);

    await first.db.execute(
      sql`update ${rateLimitCounters} set reset_at = now() - interval '1 second' where key = ${key}`,
    );
    expect(await deleteExpiredCounters(first.db)).toBeGreaterThanOrEqual(1);
    const left = await first.db.execute<{ key: string }>(
      sql`select key from ${rateLimitCounters} where key = ${key}`,
    );
    expect(left.rows).toEqual([]);
  });
});
