import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { createRole, createUser, signIn } from '../../testing/factories';
import { advanceClock, bearer, call, context, me, refresh } from './auth.fixture';

describe('POST /auth/refresh-token', () => {
  it('rotates the refresh token on every refresh', async () => {
    const user = await createUser(context.db);
    const first = await signIn(context, user.email);
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().response;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.token)).statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const user = await createUser(context.db);
    const first = await signIn(context, user.email);
    const second = (await refresh(first.refreshToken)).json().response;

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('answers 400 without a refresh token and 401 for an unknown one', async () => {
    const missing = await call('POST', '/refresh-token', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe(AUTH_MESSAGES.refreshTokenMissing);
    expect((await refresh('made-up')).statusCode).toBe(401);
  });

  it('refuses to refresh after the session lifetime', async () => {
    const user = await createUser(context.db);
    const pair = await signIn(context, user.email);
    advanceClock(12 * 60 * 60 * 1000 + 1000);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });
});

describe('GET /auth/me and POST /auth/logout', () => {
  it('answer 401 without a token or with a bad one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json().code).toBe(AUTH_MESSAGES.tokenMissing);
    expect((await me('not-a-jwt')).statusCode).toBe(401);
    const logout = await call('POST', '/logout');
    expect(logout.statusCode).toBe(401);
  });

  it('expires the access token after 15 minutes', async () => {
    const user = await createUser(context.db);
    const { token } = await signIn(context, user.email);
    advanceClock(15 * 60 * 1000 + 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('lists only the grants of the user role', async () => {
    const role = await createRole(context.db, {
      Approval: ['View'],
      'Credit Application': ['Read'],
    });
    const user = await createUser(context.db, { roleId: role.id });
    const { token } = await signIn(context, user.email);
    const body = (await me(token)).json().response;
    expect(body.user.role).toEqual({ _id: role.id, name: role.name, dataScope: 'all' });
    expect(body.permissions).toEqual([
      { subMenu: 'Credit Application', access: ['Read'] },
      { subMenu: 'Approval', access: ['View'] },
    ]);
  });

  it('ends the session on logout', async () => {
    const user = await createUser(context.db);
    const pair = await signIn(context, user.email);
    const logout = await call(
      'POST',
      '/logout',
      { refreshToken: pair.refreshToken },
      bearer(pair.token),
    );
    expect(logout.statusCode).toBe(200);
    expect((await me(pair.token)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });
});
