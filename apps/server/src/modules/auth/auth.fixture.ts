import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs } from '../../plugins/audit/audit.table';
import { createTestApp, solveCaptcha, type TestContext } from '../../testing/test-app';
import { requester } from '../../testing/http';

/**
 * What the auth test files share. Importing it gives the importing test file its own app (each
 * test file has its own module instances), built in its `beforeAll`.
 */
export let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());
afterEach(() => vi.useRealTimers());

export const { call } = requester(() => context, { base: '/api/v1/auth' });
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const login = (body: Record<string, unknown>) => call('POST', '/login', body);

export const loginWithCaptcha = async (email: string, password: string, rememberMe = false) =>
  login({ email, password, rememberMe, ...(await solveCaptcha(context)) });

/** A sign-in from another client address (and any X-Forwarded-For it claims). */
export const loginFrom = async (
  remoteAddress: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    headers,
    payload: { email, password, rememberMe: false, ...(await solveCaptcha(context)) },
  });

export const signInAudit = (email: string) =>
  context.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, 'sign-in'), eq(auditLogs.entityId, email.toLowerCase())));

export const me = (token?: string) => call('GET', '/me', undefined, token ? bearer(token) : {});

export const refresh = (refreshToken: string) => call('POST', '/refresh-token', { refreshToken });

export const advanceClock = (milliseconds: number) => {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + milliseconds);
};
