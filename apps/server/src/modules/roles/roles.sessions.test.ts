import { describe, expect, it } from 'vitest';
import { sessionWithRole } from '../../testing/factories';
import { call, context, grant } from './roles.fixture';

/**
 * A change to a role reaches its signed-in users at their next request, though each session was
 * read (and remembered) before it.
 */

const asUser = (headers: Record<string, string>, url: string) =>
  context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

const versionOf = async (roleId: string) =>
  (await call('GET', `/role/${roleId}`)).json().response.version as number;

const signedInWithGroupRead = () =>
  sessionWithRole(context, { 'Master Data Group': ['Read'] }, { dataScope: 'all' });

describe('a role changed while its users are signed in', () => {
  it('refuses a right taken away at the next request, and lets a right given through', async () => {
    const { headers, role } = await signedInWithGroupRead();
    expect((await asUser(headers, '/master-data/groups')).statusCode).toBe(200);
    expect((await asUser(headers, '/master-data/branches')).statusCode).toBe(403);

    const changed = await call('PUT', `/role/${role.id}`, {
      name: role.name,
      dataScope: 'all',
      access: [grant('Master Data', { 'Master Data Branch': ['Read'] })],
      version: await versionOf(role.id),
    });
    expect(changed.statusCode).toBe(200);
    expect((await asUser(headers, '/master-data/groups')).statusCode).toBe(403);
    expect((await asUser(headers, '/master-data/branches')).statusCode).toBe(200);
  });

  it('shows a new name and data scope at the next request', async () => {
    const { headers, role } = await signedInWithGroupRead();
    const before = (await asUser(headers, '/auth/me')).json().response.user.role;
    expect(before).toMatchObject({ name: role.name, dataScope: 'all' });

    const changed = await call('PUT', `/role/${role.id}`, {
      name: `${role.name} renamed`,
      dataScope: 'area',
      access: [grant('Master Data', { 'Master Data Group': ['Read'] })],
      version: await versionOf(role.id),
    });
    expect(changed.statusCode).toBe(200);
    const after = (await asUser(headers, '/auth/me')).json().response.user.role;
    expect(after).toMatchObject({ name: `${role.name} renamed`, dataScope: 'area' });
  });
});
