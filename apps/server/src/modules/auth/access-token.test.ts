import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-token';

const claims = { userId: 'user-1', sessionId: 'session-1' };

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies a token it signed, again and again', async () => {
    const tokens = createAccessTokens('a secret of the tests');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token of another secret or with a changed payload, even beside a verified one', async () => {
    const tokens = createAccessTokens('a secret of the tests');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const other = await createAccessTokens('another secret').sign(claims);
    expect(await tokens.verify(other)).toBeNull();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'user-2', sid: 'session-1' })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });

  it('refuses a token signed longer ago than its lifetime', async () => {
    const tokens = createAccessTokens('a secret of the tests');
    const signedAt = new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verify(await tokens.sign(claims, signedAt))).toBeNull();
  });

  it('stops accepting a verified token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createAccessTokens('a secret of the tests');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
