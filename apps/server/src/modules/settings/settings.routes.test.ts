import { describe, expect, it } from 'vitest';
import { testAppFile } from '../../testing/test-app-file';

const file = testAppFile({ businessTimeZone: 'Asia/Makassar' });

describe('GET /settings', () => {
  it("names the bank's time zone, without a token", async () => {
    const response = await file.context.app.inject('/api/v1/settings');
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { message: 'Settings', response: { timeZone: 'Asia/Makassar' } },
    ]);
  });
});
