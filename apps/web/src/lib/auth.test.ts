import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberedEmail, tokenStorage } from './auth';

const tokens = { token: 'access', refreshToken: 'refresh' };

beforeEach(() => {
  tokenStorage.clear();
  rememberedEmail.forget();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('token storage', () => {
  it('keeps a Remember Me session in localStorage so it outlives the browser session', () => {
    tokenStorage.startSession(tokens, true);

    expect(Object.values({ ...window.localStorage })).toContain('refresh');
    expect(Object.values({ ...window.sessionStorage })).not.toContain('refresh');
    expect(tokenStorage.getRefreshToken()).toBe('refresh');
  });

  it('keeps any other session in sessionStorage', () => {
    tokenStorage.startSession(tokens, false);

    expect(Object.values({ ...window.sessionStorage })).toContain('refresh');
    expect(Object.values({ ...window.localStorage })).not.toContain('refresh');
  });

  it('stores a refreshed pair where the session already lives', () => {
    tokenStorage.startSession(tokens, true);
    tokenStorage.replaceTokens({ token: 'access-2', refreshToken: 'refresh-2' });

    expect(Object.values({ ...window.localStorage })).toContain('refresh-2');
    expect(tokenStorage.getAccessToken()).toBe('access-2');
  });

  it('ends the session everywhere on clear', () => {
    tokenStorage.startSession(tokens, true);
    tokenStorage.clear();

    expect(tokenStorage.hasSession()).toBe(false);
    expect(tokenStorage.getAccessToken()).toBeNull();
  });
});

describe('remembered email', () => {
  it('keeps only the email, for 7 days, same-site lax', () => {
    const cookieWrites: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
    });

    rememberedEmail.save('analyst@bank.co.id');

    expect(cookieWrites).toEqual([
      'creditdesk_remembered_email=analyst%40bank.co.id; Max-Age=604800; Path=/; SameSite=Lax',
    ]);
  });

  it('reads back what was saved and forgets it', () => {
    rememberedEmail.save('analyst@bank.co.id');
    expect(rememberedEmail.read()).toBe('analyst@bank.co.id');

    rememberedEmail.forget();
    expect(rememberedEmail.read()).toBe('');
  });
});
