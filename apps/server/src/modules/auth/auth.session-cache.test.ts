import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../testing/factories';
import { latestPasswordLink } from '../../testing/outbox';
import { users } from '../users/users.table';
import { bearer, call, context, me, refresh } from './auth.fixture';

/**
 * Every session is read once and remembered (session-cache.ts): each way a session ends or is
 * renewed reaches the next request all the same.
 */

/** A signed-in user whose session the app has read once. */
const signedIn = async () => {
  const user = await createUser(context.db, { name: 'Cached User' });
  const tokens = await signIn(context, user.email);
  expect((await me(tokens.token)).statusCode).toBe(200);
  return { user, ...tokens };
};

describe('a remembered session', () => {
  it('is refused once its user signs out', async () => {
    const { token, refreshToken } = await signedIn();
    const logout = await call('POST', '/logout', { refreshToken }, bearer(token));
    expect(logout.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('is refused once a spent refresh token comes back', async () => {
    const { refreshToken } = await signedIn();
    const second = (await refresh(refreshToken)).json().response;
    expect((await me(second.token)).statusCode).toBe(200);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('is read afresh when its refresh token is rotated', async () => {
    const { user, token, refreshToken } = await signedIn();
    // Written past the app, which tells no instance: the remembered session still holds the old name.
    await context.db.update(users).set({ name: 'Renamed User' }).where(eq(users.id, user.id));
    expect((await me(token)).json().response.user.name).toBe('Cached User');
    const rotated = (await refresh(refreshToken)).json().response;
    expect((await me(rotated.token)).json().response.user.name).toBe('Renamed User');
  });

  it('is refused once its user sets a new password through a mailed link', async () => {
    const { user, token } = await signedIn();
    expect((await call('POST', '/forgot-password', { email: user.email })).statusCode).toBe(200);
    const link = await latestPasswordLink(path.join(context.config.dataDir, 'outbox'), user.email);
    const secret = new URL(link!).searchParams.get('token')!;
    const changed = await call('POST', '/change-password', {
      token: secret,
      newPassword: 'Another.456',
      reEnterPassword: 'Another.456',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});
