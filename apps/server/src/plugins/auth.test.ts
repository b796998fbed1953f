import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { buildApp } from '../app';
import { createRole, createUser, signIn } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { copyTemplateDatabase } from '../testing/test-database';
import { permission, signedInRoute } from './auth';

let context: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  context = await createTestApp();
  const database = await copyTemplateDatabase(inject('templateDatabase'));
  app = await buildApp({ config: context.config, database });
  app.get('/probe/undeclared', async () => ({ message: 'ok', response: null }));
  app.get('/probe/me', { config: signedInRoute }, async (request) => ({
    message: 'ok',
    response: request.principal?.name ?? null,
  }));
  app.get(
    '/probe/roles',
    { config: permission('Master Data Role', 'Update') },
    async (request) => ({
      message: 'ok',
      response: request.principal?.name ?? null,
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await context.close();
});

const probe = (token?: string) =>
  app.inject({
    method: 'GET',
    url: '/probe/roles',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('a route that names a permission', () => {
  const signInTo = async (grants: Record<string, AccessType[]> | null) => {
    const role = grants ? await createRole(app.db, grants) : null;
    const user = await createUser(app.db, { name: 'Probe User', roleId: role?.id ?? null });
    return (await signIn({ app, db: app.db }, user.email)).token;
  };

  it('lets a role holding the access through', async () => {
    const response = await probe(await signInTo({ 'Master Data Role': ['Read', 'Update'] }));
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toBe('Probe User');
  });

  it('answers 403 to a role without that access type, or with it on another sub menu', async () => {
    const grantSets: Array<Record<string, AccessType[]>> = [
      { 'Master Data Role': ['Read'] },
      { 'Master Data Group': ['Update'] },
    ];
    for (const grants of grantSets) {
      const response = await probe(await signInTo(grants));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
  });

  it('answers 403 to a user without a role', async () => {
    expect((await probe(await signInTo(null))).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const response = await probe();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(AUTH_MESSAGES.tokenMissing);
  });
});

describe('deny by default', () => {
  it('refuses a route that names no permission and is not marked open, even to a Super Admin', async () => {
    const user = await createUser(app.db, { name: 'Super Probe' });
    const { token } = await signIn({ app, db: app.db }, user.email);
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const response = await app.inject({ method: 'GET', url: '/probe/undeclared', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(REQUEST_MESSAGES.accessUndeclared);
    }
  });

  it('lets any signed-in user through a signed-in route, and nobody else', async () => {
    const user = await createUser(app.db, { name: 'Roleless', roleId: null });
    const { token } = await signIn({ app, db: app.db }, user.email);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/probe/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.json()).toMatchObject({ response: 'Roleless' });
    expect((await app.inject({ method: 'GET', url: '/probe/me' })).statusCode).toBe(401);
  });
});
