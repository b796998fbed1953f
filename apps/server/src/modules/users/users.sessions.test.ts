import { describe, expect, it } from 'vitest';
import { createRole, mintSession } from '../../testing/factories';
import {
  call,
  callMultipart,
  context,
  createUserThroughApi,
  me,
  validFields,
} from './users.fixture';

/**
 * A change to a user reaches his signed-in sessions at their next request, though each was read
 * (and remembered) before it.
 */

const asUser = (headers: Record<string, string>, url: string) =>
  context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** A user made through the API, signed in, his session read once. */
const signedInUser = async () => {
  const user = await createUserThroughApi();
  const session = await mintSession(context, user._id);
  expect((await me(session.token)).statusCode).toBe(200);
  return { user, ...session };
};

/** Saves the user through the API with `changes` over his fields. */
const saveUser = async (user: { _id: string; email: string }, changes: Record<string, string>) => {
  const updated = await callMultipart(
    'PUT',
    `/user/${user._id}`,
    validFields({ email: user.email, ...changes }),
  );
  expect(updated.statusCode).toBe(200);
};

describe('a user changed while signed in', () => {
  it('is refused at the next request once deactivated', async () => {
    const { user, token } = await signedInUser();
    await saveUser(user, { isActive: 'false' });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('holds the rights of his new role at the next request', async () => {
    const { user, headers } = await signedInUser();
    expect((await asUser(headers, '/master-data/users')).statusCode).toBe(200);
    expect((await asUser(headers, '/master-data/groups')).statusCode).toBe(403);
    const groupReader = await createRole(context.db, { 'Master Data Group': ['Read'] });
    await saveUser(user, { roleId: groupReader.id });
    expect((await asUser(headers, '/master-data/users')).statusCode).toBe(403);
    expect((await asUser(headers, '/master-data/groups')).statusCode).toBe(200);
  });

  it('shows his new name at the next request', async () => {
    const { user, token } = await signedInUser();
    await saveUser(user, { name: 'Rahma Siti' });
    expect((await me(token)).json().response.user.name).toBe('Rahma Siti');
  });

  it('is refused at the next request once his email is changed by another, or he is deleted', async () => {
    const moved = await signedInUser();
    await saveUser(moved.user, { email: `moved-${moved.user.email}` });
    expect((await me(moved.token)).statusCode).toBe(401);

    const deleted = await signedInUser();
    expect((await call('DELETE', `/user/${deleted.user._id}`)).statusCode).toBe(200);
    expect((await me(deleted.token)).statusCode).toBe(401);
  });
});
