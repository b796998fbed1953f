import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCreditApplication } from '../testing/credit-applications';
import { createUser, mintSession } from '../testing/factories';
import {
  answersWithin,
  listenersOn,
  ONE_SECOND,
  RECONNECT_CAP_MS,
  startSecondInstance,
} from '../testing/second-instance';
import { createTestApp, type TestContext } from '../testing/test-app';
import { COUNTER_CHANNEL } from './counter-changes';

/**
 * Two instances of the app on one PostgreSQL database, each keeping the credit application
 * list's totals summed from the counters: a write on one reaches the other through the counters'
 * trigger and LISTEN/NOTIFY within a second, the writer's own next request sees it at once, and a
 * lost LISTEN connection empties the cache until it is back.
 */

const onPostgres = inject('templateDatabase').engine === 'postgres';

type App = TestContext['app'];
type Headers = Record<string, string>;

let one: TestContext;
let two: App;
let admin: Headers;

const totalOn = async (app: App, query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/credit-application/paged${query}`,
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json().response.total as number;
};

/**
 * The counters' trigger switched off around `write`: what it changes reaches no instance, as a
 * notice missed while a LISTEN connection was down would not.
 */
const withoutNotices = async (write: () => Promise<unknown>) => {
  await one.db.execute(sql`alter table credit_application_counts disable trigger user`);
  try {
    await write();
  } finally {
    await one.db.execute(sql`alter table credit_application_counts enable trigger user`);
  }
};

/** A counter of its own in the archive tab (no application has its status), moved past the app. */
const TEST_STATUS = 'Counted by the test';
const setTestCounter = (applications: number) =>
  one.db.execute(sql`
    insert into credit_application_counts (is_archive, status, branch_id, draft_owner, applications)
    values (true, ${TEST_STATUS}, null, null, ${applications})
    on conflict (is_archive, status, branch_id, draft_owner)
    do update set applications = excluded.applications`);
const archived = () => totalOn(one.app, '?isArchive=true');

/** The application's status moved by its creator on the first instance: Open leaves its counter. */
const moveToSigning = async (id: string) => {
  const moved = await one.app.inject({
    method: 'PUT',
    url: `/api/v1/credit-application/${id}`,
    headers: admin,
    payload: { status: 'Signing Process' },
  });
  expect(moved.statusCode).toBe(200);
};

describe.skipIf(!onPostgres)('counter changes across two instances on PostgreSQL', () => {
  beforeAll(async () => {
    one = await createTestApp();
    two = await startSecondInstance(one);
    admin = (await mintSession(one, (await createUser(one.db)).id)).headers;
    await setTestCounter(0);
  });

  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('changes, within a second, the total the second instance answers after a create and a status move on the first', async () => {
    const before = await totalOn(two);
    const openBefore = await totalOn(two, '?status=Open');
    const { id } = await createCreditApplication(one, admin, { status: 'Open' });
    expect(await answersWithin(() => totalOn(two), before + 1, ONE_SECOND)).toBeLessThanOrEqual(
      ONE_SECOND,
    );
    expect(
      await answersWithin(() => totalOn(two, '?status=Open'), openBefore + 1, ONE_SECOND),
    ).toBeLessThanOrEqual(ONE_SECOND);

    await moveToSigning(id);
    expect(
      await answersWithin(() => totalOn(two, '?status=Open'), openBefore, ONE_SECOND),
    ).toBeLessThanOrEqual(ONE_SECOND);
  });

  it('answers the writer’s next request with his write, without waiting for its notice', async () => {
    // No notice at all, so that only the writing instance's own forgetting can show the move.
    await withoutNotices(async () => {
      const { id } = await createCreditApplication(one, admin, { status: 'Open' });
      const openOnOne = await totalOn(one.app, '?status=Open');
      const openOnTwo = await totalOn(two, '?status=Open');
      await moveToSigning(id);
      expect(await totalOn(one.app, '?status=Open')).toBe(openOnOne - 1);
      // The other instance heard nothing: it still answers the total it kept.
      expect(await totalOn(two, '?status=Open')).toBe(openOnTwo);
    });
  });

  it('empties the cache when the LISTEN connection drops, reads through, and caches again once it is back', async () => {
    const base = await archived();
    // Each round reads the total, moves the test's counter unheard and reads again: while the
    // cache keeps the total the second read answers the first, while it reads through the move.
    let round = 0;
    const keeps = async () => {
      const first = await archived();
      round++;
      await withoutNotices(() => setTestCounter(round));
      const second = await archived();
      expect([first, base + round]).toContain(second);
      return second === first;
    };
    expect(await answersWithin(keeps, true, RECONNECT_CAP_MS)).toBeLessThanOrEqual(
      RECONNECT_CAP_MS,
    );

    const dropped = await listenersOn(one, COUNTER_CHANNEL);
    expect(dropped).toHaveLength(2);
    await one.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where pid in (${sql.join(
        dropped.map((pid) => sql`${pid}`),
        sql`, `,
      )})`);
    // Emptied when the connection is lost: the last unheard move shows.
    expect(await answersWithin(archived, base + round, RECONNECT_CAP_MS)).toBeLessThanOrEqual(
      RECONNECT_CAP_MS,
    );
    const reconnected = async () =>
      (await listenersOn(one, COUNTER_CHANNEL)).filter((pid) => !dropped.includes(pid)).length;
    expect(await answersWithin(reconnected, 2, RECONNECT_CAP_MS)).toBeLessThanOrEqual(
      RECONNECT_CAP_MS,
    );
    expect(await answersWithin(keeps, true, RECONNECT_CAP_MS)).toBeLessThanOrEqual(
      RECONNECT_CAP_MS,
    );
  });

  it('after the reconnection, still tells the other instance of a create within a second', async () => {
    const before = await totalOn(two);
    await createCreditApplication(one, admin, { status: 'Open' });
    expect(await answersWithin(() => totalOn(two), before + 1, ONE_SECOND)).toBeLessThanOrEqual(
      ONE_SECOND,
    );
  });
});
