import { describe, expect, it } from 'vitest';
import { PRIVILEGE_MESSAGES } from '@creditdesk/domain/access/privilege';
import { createUser, DEFAULT_TEST_PASSWORD, sessionWithRole } from '../../testing/factories';
import { auditOfAction } from '../../testing/inspect';
import { UNKNOWN_ID } from '../../testing/master-data';
import { solveCaptcha } from '../../testing/test-app';
import { userAreas } from './users.table';
import { area, call, context, otherArea } from './users.fixture';

/** A sign-in from `remoteAddress` with a solved captcha. */
const loginFrom = async (remoteAddress: string, email: string, password: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    payload: { email, password, rememberMe: false, ...(await solveCaptcha(context)) },
  });

/** Five wrong passwords from `remoteAddress`: the email is locked there for 15 minutes. */
const lockFrom = async (remoteAddress: string, email: string) => {
  for (let attempt = 1; attempt <= 5; attempt++) await loginFrom(remoteAddress, email, 'Wrong.123');
  expect((await loginFrom(remoteAddress, email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(403);
};

/** A user of a role holding only User Management Read, working in `pair`. */
const clerkIn = async (pair: { groupId: string; branchId: string }) => {
  const user = await createUser(context.db, { roleId: null, name: 'Locked Clerk' });
  await context.db.insert(userAreas).values({ userId: user.id, ...pair });
  return user;
};

const branchA = () => ({ groupId: area.groupId, branchId: area.branchIds[0]! });
const branchB = () => ({ groupId: otherArea.groupId, branchId: otherArea.branchIds[0]! });

describe('POST /master-data/user/:id/unlock', () => {
  it('shows until when a user is locked, and lifts the lock from every address, auditing it', async () => {
    const user = await clerkIn(branchA());
    const before = Date.now();
    await lockFrom('203.0.113.5', user.email);
    await lockFrom('198.51.100.6', user.email);

    const detail = (await call('GET', `/user/${user.id}`)).json().response;
    const lockEnd = new Date(detail.lockedUntil).getTime();
    expect(lockEnd).toBeGreaterThanOrEqual(before + 15 * 60 * 1000);
    const listed = await call('GET', `/users?search=${encodeURIComponent(user.email)}`);
    expect(listed.json().response.data[0].lockedUntil).toBe(detail.lockedUntil);

    const unlocked = await call('POST', `/user/${user.id}/unlock`);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({
      message: 'The account has been unlocked.',
      response: { _id: user.id, lockedUntil: null },
    });
    for (const address of ['203.0.113.5', '198.51.100.6'])
      expect((await loginFrom(address, user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);

    const [audit] = await auditOfAction(context.db, user.id, 'unlocked');
    expect(audit).toMatchObject({
      entity: 'user',
      before: { lockedUntil: detail.lockedUntil },
      after: { lockedUntil: null },
    });
  });

  it('answers 409 for an account that is not locked, and writes nothing', async () => {
    const user = await clerkIn(branchA());
    expect((await call('GET', `/user/${user.id}`)).json().response.lockedUntil).toBeNull();
    const response = await call('POST', `/user/${user.id}/unlock`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'This account is not locked.',
      code: 'users.notLocked',
    });
    expect(await auditOfAction(context.db, user.id, 'unlocked')).toHaveLength(0);
  });

  it('answers 404 for an unknown user and leaves the locked one locked', async () => {
    const user = await clerkIn(branchA());
    await lockFrom('203.0.113.7', user.email);
    expect((await call('POST', `/user/${UNKNOWN_ID}/unlock`)).statusCode).toBe(404);
    expect((await call('POST', '/user/not-an-id/unlock')).statusCode).toBe(404);
    expect((await call('GET', `/user/${user.id}`)).json().response.lockedUntil).not.toBeNull();
  });

  it('lets a manager of an area unlock a user of his area only', async () => {
    const manager = await sessionWithRole(
      context,
      { 'User Management': ['Read', 'Update'] },
      { dataScope: 'area', area: [branchA()] },
    );
    const inArea = await clerkIn(branchA());
    const elsewhere = await clerkIn(branchB());
    await lockFrom('203.0.113.8', inArea.email);
    await lockFrom('203.0.113.8', elsewhere.email);

    const refused = await call('POST', `/user/${elsewhere.id}/unlock`, undefined, manager.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(PRIVILEGE_MESSAGES.userOutsideArea);
    expect((await call('GET', `/user/${elsewhere.id}`)).json().response.lockedUntil).not.toBeNull();
    expect(await auditOfAction(context.db, elsewhere.id, 'unlocked')).toHaveLength(0);

    const allowed = await call('POST', `/user/${inArea.id}/unlock`, undefined, manager.headers);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const [audit] = await auditOfAction(context.db, inArea.id, 'unlocked');
    expect(audit?.actorId).toBe(manager.user.id);
  });
});
