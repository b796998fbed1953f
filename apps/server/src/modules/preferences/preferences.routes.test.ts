import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaderWithGrants } from '../../testing/factories';
import { requester } from '../../testing/http';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { auditOfAction } from '../../testing/inspect';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ defaultLanguage: 'id' });
});
afterAll(() => context.close());

const { call } = requester(() => context, { base: '/api/v1/auth' });

// Any signed-in user keeps his own language: a role without a single right is enough.
const session = () => authHeaderWithGrants(context, {});

describe('PUT /auth/me/language', () => {
  it("starts a user in the deployment's DEFAULT_LANGUAGE", async () => {
    const me = await call('GET', '/me', undefined, await session());
    expect(me.statusCode).toBe(200);
    expect(me.json().response.user.language).toBe('id');
  });

  it('saves the choice, answers it in /auth/me and writes an audit row', async () => {
    const headers = await session();
    const saved = await call('PUT', '/me/language', { language: 'en' }, headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Language saved',
      response: { language: 'en' },
    });
    const me = await call('GET', '/me', undefined, headers);
    expect(me.json().response.user.language).toBe('en');
    const rows = await auditOfAction(context.db, me.json().response.user._id, 'language-changed');
    expect(rows.map((row) => row.after)).toEqual([{ language: 'en' }]);
  });

  it('answers 400 with the message and its code for an unknown language, and keeps the old one', async () => {
    const headers = await session();
    await call('PUT', '/me/language', { language: 'en' }, headers);
    for (const body of [{ language: 'fr' }, {}, { language: 1 }]) {
      const refused = await call('PUT', '/me/language', body, headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Language must be en or id',
        code: 'preferences.languageInvalid',
        details: [
          {
            path: 'language',
            message: 'Language must be en or id',
            code: 'preferences.languageInvalid',
          },
        ],
      });
    }
    const me = await call('GET', '/me', undefined, headers);
    expect(me.json().response.user.language).toBe('en');
  });

  it('answers 401 without a token', async () => {
    const response = await call('PUT', '/me/language', { language: 'id' });
    expect(response.statusCode).toBe(401);
  });
});

describe('/auth/me/mail-notices', () => {
  it('starts with both mails on, saves a choice for the signed-in user only and audits it', async () => {
    const headers = await session();
    const other = await session();
    const start = await call('GET', '/me/mail-notices', undefined, headers);
    expect(start.json().response).toEqual({ whenWaiting: true, whenDecided: true });
    const saved = await call(
      'PUT',
      '/me/mail-notices',
      { whenWaiting: false, whenDecided: true },
      headers,
    );
    expect(saved.json()).toEqual({
      message: 'Mail notices saved',
      response: { whenWaiting: false, whenDecided: true },
    });
    expect((await call('GET', '/me/mail-notices', undefined, headers)).json().response).toEqual({
      whenWaiting: false,
      whenDecided: true,
    });
    expect((await call('GET', '/me/mail-notices', undefined, other)).json().response).toEqual({
      whenWaiting: true,
      whenDecided: true,
    });
    const userId = (await call('GET', '/me', undefined, headers)).json().response.user._id;
    const rows = await auditOfAction(context.db, userId, 'mail-notices-changed');
    expect(rows.map((row) => row.after)).toEqual([{ whenWaiting: false, whenDecided: true }]);
  });

  it('answers 400 with the message and its code for anything but two switches', async () => {
    const headers = await session();
    for (const body of [{}, { whenWaiting: 'no', whenDecided: true }, { whenWaiting: true }]) {
      const refused = await call('PUT', '/me/mail-notices', body, headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Mail notices must be true or false',
        code: 'preferences.mailNoticesInvalid',
      });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/me/mail-notices')).statusCode).toBe(401);
    const put = await call('PUT', '/me/mail-notices', { whenWaiting: true, whenDecided: true });
    expect(put.statusCode).toBe(401);
  });
});
