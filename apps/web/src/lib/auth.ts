import type { TokenPair } from '@creditdesk/domain/auth/auth.schemas';

const ACCESS_TOKEN_KEY = 'creditdesk.access-token';
const REFRESH_TOKEN_KEY = 'creditdesk.refresh-token';
const REMEMBERED_EMAIL_COOKIE = 'creditdesk_remembered_email';
const REMEMBERED_EMAIL_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

type StoredTokens = Pick<TokenPair, 'token' | 'refreshToken'>;

// The access token is read on every request, so it is kept in memory; the storage copy lets a
// reload (or, with Remember Me, a new browser session) carry on without signing in again.
let accessTokenInMemory: string | null = null;

/** Where the session lives: localStorage outlives the browser session and is used for Remember Me. */
const storageFor = (rememberMe: boolean): Storage =>
  rememberMe ? window.localStorage : window.sessionStorage;

const currentStorageArea = (): Storage | null => {
  if (window.localStorage.getItem(REFRESH_TOKEN_KEY)) return window.localStorage;
  if (window.sessionStorage.getItem(REFRESH_TOKEN_KEY)) return window.sessionStorage;
  return null;
};

const writeTokens = (storage: Storage, tokens: StoredTokens) => {
  storage.setItem(ACCESS_TOKEN_KEY, tokens.token);
  storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  accessTokenInMemory = tokens.token;
};

const removeTokens = (storage: Storage) => {
  storage.removeItem(ACCESS_TOKEN_KEY);
  storage.removeItem(REFRESH_TOKEN_KEY);
};

export const tokenStorage = {
  getAccessToken(): string | null {
    accessTokenInMemory ??= currentStorageArea()?.getItem(ACCESS_TOKEN_KEY) ?? null;
    return accessTokenInMemory;
  },

  getRefreshToken(): string | null {
    return currentStorageArea()?.getItem(REFRESH_TOKEN_KEY) ?? null;
  },

  /** Starts a session after sign-in; only Remember Me keeps it beyond the browser session. */
  startSession(tokens: StoredTokens, rememberMe: boolean): void {
    tokenStorage.clear();
    writeTokens(storageFor(rememberMe), tokens);
  },

  /** Stores a refreshed pair where the session already lives (the refresh token rotates). */
  replaceTokens(tokens: StoredTokens): void {
    writeTokens(currentStorageArea() ?? window.sessionStorage, tokens);
  },

  clear(): void {
    accessTokenInMemory = null;
    removeTokens(window.localStorage);
    removeTokens(window.sessionStorage);
  },

  hasSession(): boolean {
    return tokenStorage.getAccessToken() !== null || tokenStorage.getRefreshToken() !== null;
  },
};

const cookieAttributes = (maxAgeSeconds: number) =>
  [
    `Max-Age=${maxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
    ...(window.location.protocol === 'https:' ? ['Secure'] : []),
  ].join('; ');

/**
 * Remember Me keeps the email only, for 7 days (spec: remembered-credential cookies); the
 * password is never stored anywhere.
 */
export const rememberedEmail = {
  read(): string {
    const prefix = `${REMEMBERED_EMAIL_COOKIE}=`;
    const cookie = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(prefix));
    return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : '';
  },

  save(email: string): void {
    document.cookie = `${REMEMBERED_EMAIL_COOKIE}=${encodeURIComponent(email)}; ${cookieAttributes(REMEMBERED_EMAIL_MAX_AGE_SECONDS)}`;
  },

  forget(): void {
    document.cookie = `${REMEMBERED_EMAIL_COOKIE}=; ${cookieAttributes(0)}`;
  },
};
