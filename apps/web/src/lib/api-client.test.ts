import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import { tokenStorage } from './auth';
import { okResponse, jsonResponse } from '../testing/api-answers';

const errorBody = (statusCode: number, message: string) =>
  jsonResponse(statusCode, { statusCode, error: 'Error', message });

const fetchMock = vi.fn<typeof fetch>();
const onSignedOut = vi.fn<(signInHref: string) => void>();

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const bearerOf = (init?: RequestInit) => new Headers(init?.headers).get('Authorization');
const refreshCalls = () =>
  fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith('/auth/refresh-token'));

/** A server whose access token `old-access` has expired and whose refresh answer is `refresh`. */
const serveExpiredSession = (refresh: () => Promise<Response> | Response) =>
  fetchMock.mockImplementation(async (input, init) => {
    if (urlOf(input).endsWith('/auth/refresh-token')) return refresh();
    if (bearerOf(init) !== 'Bearer new-access') {
      return errorBody(401, AUTH_MESSAGES.tokenInvalid);
    }
    return okResponse({ path: urlOf(input) });
  });

const newPair = () =>
  okResponse({ token: 'new-access', refreshToken: 'new-refresh', expiresIn: 900 });

let client: ReturnType<typeof createApiClient>;

beforeEach(() => {
  fetchMock.mockReset();
  onSignedOut.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  tokenStorage.clear();
  window.history.replaceState(null, '', '/master-data/role?page=2&search=risk');
  client = createApiClient({ onSignedOut });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the bearer token and unwraps the response envelope', async () => {
    tokenStorage.startSession({ token: 'new-access', refreshToken: 'r' }, false);
    serveExpiredSession(newPair);

    await expect(client.get('/master-data/roles', { params: { page: 2 } })).resolves.toEqual({
      path: '/api/v1/master-data/roles?page=2',
    });
    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer new-access');
  });

  it('shares one refresh between concurrent 401s and retries each request once', async () => {
    tokenStorage.startSession({ token: 'old-access', refreshToken: 'old-refresh' }, true);
    let answerRefresh: () => void = () => {};
    const refreshAnswered = new Promise<void>((resolve) => {
      answerRefresh = resolve;
    });
    serveExpiredSession(async () => {
      await refreshAnswered;
      return newPair();
    });

    const applications = client.get('/credit-application/paged');
    const me = client.get('/auth/me');
    // Both requests have been refused before the refresh answers.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    answerRefresh();

    await expect(applications).resolves.toEqual({ path: '/api/v1/credit-application/paged' });
    await expect(me).resolves.toEqual({ path: '/api/v1/auth/me' });
    expect(refreshCalls()).toHaveLength(1);
    const refreshBody = JSON.parse(String(refreshCalls()[0]?.[1]?.body));
    expect(refreshBody).toEqual({ token: 'old-access', refreshToken: 'old-refresh' });
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(tokenStorage.getAccessToken()).toBe('new-access');
    expect(tokenStorage.getRefreshToken()).toBe('new-refresh');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('signs out after 2 consecutive refresh failures and returns the user to the same page', async () => {
    tokenStorage.startSession({ token: 'old-access', refreshToken: 'old-refresh' }, false);
    serveExpiredSession(() => errorBody(401, AUTH_MESSAGES.refreshTokenInvalid));

    await expect(client.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(tokenStorage.getRefreshToken()).toBe('old-refresh');

    await expect(client.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(2);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledWith(
      `/api/auth/signin?callbackUrl=${encodeURIComponent('/master-data/role?page=2&search=risk')}`,
    );
    expect(tokenStorage.hasSession()).toBe(false);
  });

  it('counts a missing refresh token as a refresh failure', async () => {
    serveExpiredSession(newPair);

    await expect(client.get('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(onSignedOut).not.toHaveBeenCalled();
    await expect(client.get('/auth/me')).rejects.toBeInstanceOf(ApiError);

    expect(refreshCalls()).toHaveLength(0);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('starts counting again after a successful refresh', async () => {
    tokenStorage.startSession({ token: 'old-access', refreshToken: 'old-refresh' }, false);
    const refreshAnswers = [
      () => errorBody(401, AUTH_MESSAGES.refreshTokenInvalid),
      newPair,
      () => errorBody(401, AUTH_MESSAGES.refreshTokenInvalid),
    ];
    serveExpiredSession(() => refreshAnswers.shift()!());

    await expect(client.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    await expect(client.get('/auth/me')).resolves.toEqual({ path: '/api/v1/auth/me' });
    tokenStorage.replaceTokens({ token: 'expired-again', refreshToken: 'new-refresh' });
    await expect(client.get('/auth/me')).rejects.toMatchObject({ status: 401 });

    expect(refreshCalls()).toHaveLength(3);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('never refreshes for a refused sign-in', async () => {
    fetchMock.mockResolvedValue(errorBody(401, AUTH_MESSAGES.signInFailed));

    await expect(client.post('/auth/login', { email: 'a@b.co' })).rejects.toMatchObject({
      status: 401,
      message: AUTH_MESSAGES.signInFailed,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('surfaces the server message and field details of other errors without refreshing', async () => {
    tokenStorage.startSession({ token: 'new-access', refreshToken: 'r' }, false);
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'You cannot delete data. The data has been used in another module.',
        details: [{ path: 'name', message: 'Name is in use' }],
      }),
    );

    const failure = await client.delete('/master-data/roles/1').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      message: 'You cannot delete data. The data has been used in another module.',
      details: [{ path: 'name', message: 'Name is in use' }],
    });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('falls back to the caller’s message when the error answer has none', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));

    await expect(
      client.post('/auth/forgot-password', { email: 'a@b.co' }, { fallbackMessage: 'Fallback' }),
    ).rejects.toMatchObject({ status: 500, message: 'Fallback' });
  });
});

describe('api client downloads', () => {
  it('returns the file and its name, refreshing an expired token first', async () => {
    tokenStorage.startSession({ token: 'old-access', refreshToken: 'old-refresh' }, false);
    fetchMock.mockImplementation(async (input, init) => {
      if (urlOf(input).endsWith('/auth/refresh-token')) return newPair();
      if (bearerOf(init) !== 'Bearer new-access') return errorBody(401, AUTH_MESSAGES.tokenInvalid);
      return new Response('No,Group Name\r\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="groups-2026-11-20.csv"' },
      });
    });

    const file = await client.download('/master-data/groups/export', { params: { format: 'csv' } });
    expect(file.filename).toBe('groups-2026-11-20.csv');
    expect(await file.blob.text()).toBe('No,Group Name\r\n');
    expect(refreshCalls()).toHaveLength(1);
  });
});
