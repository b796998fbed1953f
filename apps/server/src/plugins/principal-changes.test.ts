import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AccessMenu } from '@creditdesk/domain/access/access.schemas';
import { users } from '../modules/users/users.table';
import { createUser, mintSession, sessionWithRole } from '../testing/factories';
import { multipart } from '../testing/http';
import { createArea } from '../testing/master-data';
import {
  answersWithin,
  listenersOn,
  ONE_SECOND,
  RECONNECT_CAP_MS,
  startSecondInstance,
} from '../testing/second-instance';
import { createTestApp, type TestContext } from '../testing/test-app';
import { PRINCIPAL_CHANNEL } from './principal-changes';

/**
 * Two instances of the app on one PostgreSQL database, each remembering sessions: what one writes
 * reaches the other through LISTEN/NOTIFY within a second, and a lost LISTEN connection empties
 * the cache until it is back.
 */

const onPostgres = inject('templateDatabase').engine === 'postgres';

type App = TestContext['app'];
type Headers = Record<string, string>;

let one: TestContext;
let two: App;
let admin: Headers;

const get = (app: App, url: string, headers: Headers) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

const nameOn = async (app: App, headers: Headers) =>
  (await get(app, '/auth/me', headers)).json().response.user.name as string;

const setNamePastTheApp = (userId: string, name: string) =>
  one.db.update(users).set({ name }).where(eq(users.id, userId));

describe.skipIf(!onPostgres)('principal changes across two instances on PostgreSQL', () => {
  beforeAll(async () => {
    one = await createTestApp();
    two = await startSecondInstance(one);
    admin = (await mintSession(one, (await createUser(one.db)).id)).headers;
  });

  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('refuses on the second instance, within a second, a right the first took away', async () => {
    const { headers, role } = await sessionWithRole(one, { 'Master Data Group': ['Read'] });
    expect((await get(two, '/master-data/groups', headers)).statusCode).toBe(200);
    const catalogue = (await get(one.app, '/master-data/access', admin)).json()
      .response as AccessMenu[];
    const masterData = catalogue.find((menu) => menu.name === 'Master Data')!;
    const branchRead = masterData.subMenu.find((item) => item.name === 'Master Data Branch')!;
    const version = (await get(one.app, `/master-data/role/${role.id}`, admin)).json().response
      .version as number;

    const changed = await one.app.inject({
      method: 'PUT',
      url: `/api/v1/master-data/role/${role.id}`,
      headers: admin,
      payload: {
        name: role.name,
        dataScope: 'all',
        access: [
          { accessId: masterData._id, subMenu: [{ subMenuId: branchRead._id, access: ['Read'] }] },
        ],
        version,
      },
    });
    expect(changed.statusCode).toBe(200);
    const status = async () => (await get(two, '/master-data/groups', headers)).statusCode;
    expect(await answersWithin(status, 403, ONE_SECOND)).toBeLessThanOrEqual(ONE_SECOND);
  });

  it('refuses a deactivated user on both instances within a second', async () => {
    const area = await createArea(one.db);
    const { role } = await sessionWithRole(one, { 'User Management': ['Read'] });
    const fields = {
      name: 'Dewi Lestari',
      email: `dewi-${Date.now()}@bank.example`,
      roleId: role.id,
      phoneNumber: '081234567890',
      area: JSON.stringify([{ groupId: area.groupId, branch: [{ branchId: area.branchId }] }]),
    };
    const send = async (method: 'POST' | 'PUT', url: string, isActive: string) => {
      const body = await multipart({ ...fields, isActive });
      return one.app.inject({
        method,
        url: `/api/v1/master-data${url}`,
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
    };
    const created = await send('POST', '/user', 'true');
    expect(created.statusCode).toBe(201);
    const userId = created.json().response._id as string;
    const { headers } = await mintSession(one, userId);
    for (const app of [one.app, two])
      expect((await get(app, '/auth/me', headers)).statusCode).toBe(200);

    expect((await send('PUT', `/user/${userId}`, 'false')).statusCode).toBe(200);
    for (const app of [one.app, two]) {
      const status = async () => (await get(app, '/auth/me', headers)).statusCode;
      expect(await answersWithin(status, 401, ONE_SECOND)).toBeLessThanOrEqual(ONE_SECOND);
    }
  });

  it('empties the cache when the LISTEN connection drops, reads through, and caches again once it is back', async () => {
    const user = await createUser(one.db, { name: 'Before' });
    const { headers } = await mintSession(one, user.id);
    expect(await nameOn(one.app, headers)).toBe('Before');
    // A write past the app tells no instance: the remembered session keeps the old name.
    await setNamePastTheApp(user.id, 'Unseen');
    expect(await nameOn(one.app, headers)).toBe('Before');

    const dropped = await listenersOn(one, PRINCIPAL_CHANNEL);
    expect(dropped).toHaveLength(2);
    await one.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where pid in (${sql.join(
        dropped.map((pid) => sql`${pid}`),
        sql`, `,
      )})`);
    // Emptied when the connection is lost: the name written past the app shows.
    expect(
      await answersWithin(() => nameOn(one.app, headers), 'Unseen', RECONNECT_CAP_MS),
    ).toBeLessThanOrEqual(RECONNECT_CAP_MS);
    const reconnected = async () =>
      (await listenersOn(one, PRINCIPAL_CHANNEL)).filter((pid) => !dropped.includes(pid)).length;
    expect(await answersWithin(reconnected, 2, RECONNECT_CAP_MS)).toBeLessThanOrEqual(
      RECONNECT_CAP_MS,
    );

    // Each round reads the name, writes a new one past the app and reads again: while the
    // channel is down the second read sees the new name, once it listens again the first.
    let round = 0;
    const cachesAgain = async () => {
      const first = await nameOn(one.app, headers);
      round++;
      await setNamePastTheApp(user.id, `Round ${round}`);
      const second = await nameOn(one.app, headers);
      expect([first, `Round ${round}`]).toContain(second);
      return second === first;
    };
    expect(await answersWithin(cachesAgain, true, RECONNECT_CAP_MS)).toBeLessThanOrEqual(
      RECONNECT_CAP_MS,
    );
  });

  it('after the reconnection, still tells the other instance of a change within a second', async () => {
    const { headers, user } = await sessionWithRole(one, { 'Master Data Group': ['Read'] });
    expect((await get(two, '/master-data/groups', headers)).statusCode).toBe(200);
    const deleted = await one.app.inject({
      method: 'DELETE',
      url: `/api/v1/master-data/user/${user.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    const status = async () => (await get(two, '/auth/me', headers)).statusCode;
    expect(await answersWithin(status, 401, ONE_SECOND)).toBeLessThanOrEqual(ONE_SECOND);
  });
});
