import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import type { TokenPair } from '@creditdesk/domain/auth/auth.schemas';
import type { FieldError } from '@creditdesk/domain/shared/envelope.schemas';
import type { MessageParams } from '@creditdesk/domain/shared/message-index';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { tokenStorage } from './auth';

const GENERIC_FAILURE = 'Something went wrong. Please try again.';
const NETWORK_FAILURE = 'Unable to reach the server. Please check your connection and try again.';

/** The spec's API client gives up after this many refresh failures in a row. */
export const MAX_REFRESH_FAILURES = 2;

/** Calls that answer 401 for a reason a token refresh cannot fix. */
const NO_REFRESH_PATHS = ['/auth/login', '/auth/refresh-token'];

/** An error answer of the API; `message` is the sentence to show the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: FieldError[];
  /** The message's code in the domain tables, for showing it in the user's language. */
  readonly code?: string;
  /** The values the message names (a lock's end), filled into the user's language. */
  readonly params?: MessageParams;

  constructor(
    status: number,
    message: string,
    details: FieldError[] = [],
    code?: string,
    params?: MessageParams,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.code = code;
    this.params = params;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Query parameters; arrays become repeated keys, empty values are left out. */
  params?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Shown when an error answer carries no message of its own. */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClientOptions {
  baseUrl?: string;
  tokens?: typeof tokenStorage;
  /** Sends a signed-out user to `signInHref` (which carries the return address). */
  onSignedOut?: (signInHref: string) => void;
  /** The address to return to after signing in again. */
  currentLocation?: () => string;
}

const buildUrl = (baseUrl: string, path: string, params: RequestOptions['params']) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const toApiError = async (response: Response, fallbackMessage: string): Promise<ApiError> => {
  const body = (await readJson(response)) as
    { message?: unknown; code?: unknown; params?: unknown; details?: FieldError[] } | undefined;
  const message =
    typeof body?.message === 'string' && body.message.trim() ? body.message : fallbackMessage;
  // The code names the server's message, not the fallback shown in its place.
  const code = message === body?.message && typeof body.code === 'string' ? body.code : undefined;
  const params =
    code !== undefined && body?.params && typeof body.params === 'object'
      ? (body.params as MessageParams)
      : undefined;
  return new ApiError(
    response.status,
    message,
    Array.isArray(body?.details) ? body.details : [],
    code,
    params,
  );
};

/**
 * The one way the web app talks to the API: adds the bearer token, unwraps the
 * `{ message, response }` envelope, turns error answers into `ApiError`, and on a 401 refreshes
 * the token once (shared by all requests waiting on it) and retries the request once.
 */
export const createApiClient = ({
  baseUrl = env.apiBaseUrl,
  tokens = tokenStorage,
  onSignedOut = (signInHref) => window.location.assign(signInHref),
  currentLocation = () => `${window.location.pathname}${window.location.search}`,
}: ApiClientOptions = {}) => {
  let refreshInFlight: Promise<boolean> | null = null;
  let consecutiveRefreshFailures = 0;

  const send = (
    path: string,
    options: RequestOptions,
    accessToken = tokens.getAccessToken(),
  ): Promise<Response> => {
    const headers = new Headers({ Accept: 'application/json' });
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    return fetch(buildUrl(baseUrl, path, options.params), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    }).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, NETWORK_FAILURE);
    });
  };

  const signOut = () => {
    tokens.clear();
    const returnTo = currentLocation();
    onSignedOut(
      paths.signIn.getHref(returnTo.startsWith(paths.signIn.path) ? undefined : returnTo),
    );
  };

  const refreshTokens = async (): Promise<boolean> => {
    try {
      const refreshToken = tokens.getRefreshToken();
      if (!refreshToken) throw new ApiError(401, AUTH_MESSAGES.refreshTokenMissing);
      const response = await send('/auth/refresh-token', {
        method: 'POST',
        body: { token: tokens.getAccessToken() ?? undefined, refreshToken },
      });
      if (!response.ok) throw await toApiError(response, AUTH_MESSAGES.refreshTokenInvalid);
      const { response: pair } = (await readJson(response)) as { response: TokenPair };
      tokens.replaceTokens(pair);
      consecutiveRefreshFailures = 0;
      return true;
    } catch {
      consecutiveRefreshFailures += 1;
      if (consecutiveRefreshFailures >= MAX_REFRESH_FAILURES) {
        consecutiveRefreshFailures = 0;
        signOut();
      }
      return false;
    }
  };

  /** Every 401 that arrives while a refresh is running waits for that same refresh. */
  const sharedRefresh = (): Promise<boolean> => {
    refreshInFlight ??= refreshTokens().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  };

  /** Sends the request; a 401 waits for the shared refresh and the request is sent once more. */
  const sendWithRefresh = async (path: string, options: RequestOptions): Promise<Response> => {
    const fallbackMessage = options.fallbackMessage ?? GENERIC_FAILURE;
    const accessToken = tokens.getAccessToken();
    let response = await send(path, options, accessToken);

    if (response.status === 401 && !NO_REFRESH_PATHS.includes(path)) {
      // A refresh that finished while this request was on its way already fixed the token.
      const tokenChanged = !!tokens.getAccessToken() && tokens.getAccessToken() !== accessToken;
      const refreshed = tokenChanged || (await sharedRefresh());
      if (refreshed) response = await send(path, options);
    }

    if (!response.ok) throw await toApiError(response, fallbackMessage);
    return response;
  };

  const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const response = await sendWithRefresh(path, options);
    const envelope = (await readJson(response)) as { response?: T } | undefined;
    return envelope?.response as T;
  };

  /** A file answer (an export): its bytes and the name the server gave it. */
  const download = async (path: string, options: BodylessOptions = {}) => {
    const response = await sendWithRefresh(path, { ...options, method: 'GET' });
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = disposition.match(/filename="?([^";]+)"?/)?.[1] ?? 'download';
    return { blob: await response.blob(), filename };
  };

  return {
    request,
    download,
    get: <T>(path: string, options?: BodylessOptions) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: BodylessOptions) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client; a forced sign-out reloads at the sign-in page, dropping all cached data. */
export const api = createApiClient();
