import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ businessTimeZone: 'Asia/Makassar' });
});
afterAll(() => context.close());

describe('GET /settings', () => {
  it("names the bank's time zone, without a token", async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Settings',
      response: { timeZone: 'Asia/Makassar' },
    });
  });
});
