import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { PRIVILEGE_MESSAGES, type DataScope } from '@creditdesk/domain/access/privilege';
import { createUser, sessionWithRole, signIn } from '../../testing/factories';
import { auditOfAction } from '../../testing/inspect';
import { insertDebitur } from '../../testing/master-data';
import { latestPasswordLink } from '../../testing/outbox';
import { userAreas } from './users.table';
import {
  area,
  auth,
  call,
  context,
  mailsTo,
  me,
  otherArea,
  outbox,
  sync,
  tokenOf,
  uniqueEmail,
  usersWithEmail,
} from './users.fixture';

/**
 * Issue item 1: a user manager cannot widen anyone's area beyond his own. Branch A is the
 * manager's (the first of `area`), Branch B another group's (`otherArea`).
 */
const branchA = () => ({ groupId: area.groupId, branchId: area.branchIds[0]! });
const branchB = () => ({ groupId: otherArea.groupId, branchId: otherArea.branchIds[0]! });
const bodyArea = (...pairs: { groupId: string; branchId: string }[]) =>
  pairs.map((pair) => ({ groupId: pair.groupId, branch: [{ branchId: pair.branchId }] }));

/** A signed-in user of a new role holding `grants` with `dataScope`, working in Branch A. */
const manager = async (grants: Record<string, AccessType[]>, dataScope: DataScope = 'area') => {
  const { headers, user, role } = await sessionWithRole(context, grants, {
    dataScope,
    user: { name: 'Branch A Manager' },
    area: [branchA()],
  });
  return { headers, user, roleId: role.id };
};

/** A user of `roleId` working in `pairs`. */
const userIn = async (roleId: string, ...pairs: { groupId: string; branchId: string }[]) => {
  const user = await createUser(context.db, { roleId, name: 'Peer' });
  await context.db.insert(userAreas).values(pairs.map((pair) => ({ userId: user.id, ...pair })));
  return user;
};

const areaOfUser = async (userId: string) =>
  (await context.db.select().from(userAreas).where(eq(userAreas.userId, userId)))
    .map((row) => row.branchId)
    .sort();

const expectForbidden = (
  response: { statusCode: number; body: string; json: () => { code: string } },
  code: string,
) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json().code).toBe(code);
};

const creator = { 'User Management': ['Create'], 'Debitur Management': ['Read'] } satisfies Record<
  string,
  AccessType[]
>;
const updater = { 'User Management': ['Read', 'Update', 'Delete'] } satisfies Record<
  string,
  AccessType[]
>;

describe('a second account (POST /master-data/user)', () => {
  it('refuses an area beyond the creator’s own, writing nothing', async () => {
    const actor = await manager(creator);
    const debiturInB = await insertDebitur(context.db, branchB());
    const hidden = await call('GET', `/debitur/${debiturInB}`, undefined, actor.headers);
    expect(hidden.statusCode).toBe(404);

    const email = uniqueEmail('second-account');
    const widened = await call(
      'POST',
      '/user',
      {
        name: 'Second Account',
        email,
        roleId: actor.roleId,
        isActive: true,
        area: bodyArea(branchA(), branchB()),
      },
      actor.headers,
    );
    expectForbidden(widened, PRIVILEGE_MESSAGES.areaNotHeld);
    expect(await usersWithEmail(email)).toBe(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('creates a user within the creator’s area, and anywhere for a role that sees all branches', async () => {
    const scoped = await manager(creator);
    const within = await call(
      'POST',
      '/user',
      {
        name: 'Teller A',
        email: uniqueEmail('teller'),
        roleId: scoped.roleId,
        isActive: true,
        area: bodyArea(branchA()),
      },
      scoped.headers,
    );
    expect(within.statusCode, within.body).toBe(201);

    const everywhere = await manager(creator, 'all');
    const wide = await call(
      'POST',
      '/user',
      {
        name: 'Regional Officer',
        email: uniqueEmail('regional'),
        roleId: everywhere.roleId,
        isActive: true,
        area: bodyArea(branchA(), branchB()),
      },
      everywhere.headers,
    );
    expect(wide.statusCode, wide.body).toBe(201);
    expect(await areaOfUser(wide.json().response._id)).toEqual(
      [branchA().branchId, branchB().branchId].sort(),
    );
  });
});

describe("a peer's account (PUT /master-data/user/:id)", () => {
  const bodyOf = (
    peer: { name: string; email: string; roleId: string | null },
    changes: Record<string, unknown>,
  ) => ({
    name: peer.name,
    email: peer.email,
    roleId: peer.roleId,
    status: 'active',
    area: bodyArea(branchA()),
    ...changes,
  });

  /** The actor's PUT of the peer's whole body with `changes`. */
  const editPeer = (
    actor: { headers: Record<string, string> },
    peer: Parameters<typeof bodyOf>[0] & { id: string },
    changes: Record<string, unknown>,
  ) => call('PUT', `/user/${peer.id}`, bodyOf(peer, changes), actor.headers);

  it('refuses to widen a peer’s area, writing nothing', async () => {
    const actor = await manager(updater);
    const peer = await userIn(actor.roleId, branchA());
    const response = await editPeer(actor, peer, {
      email: uniqueEmail('mine'),
      area: bodyArea(branchA(), branchB()),
    });
    expectForbidden(response, PRIVILEGE_MESSAGES.areaNotHeld);
    const after = (await call('GET', `/user/${peer.id}`)).json().response;
    expect(after.email).toBe(peer.email);
    expect(await areaOfUser(peer.id)).toEqual([branchA().branchId]);
  });

  it('refuses any change to a user working outside the actor’s area, whatever the body says', async () => {
    const actor = await manager(updater);
    const outside = await userIn(actor.roleId, branchB());
    const straddling = await userIn(actor.roleId, branchA(), branchB());
    for (const target of [outside, straddling]) {
      for (const body of [
        // Keeps his area, narrows it into the actor's, or changes only the email.
        bodyOf(target, { area: bodyArea(branchB()) }),
        bodyOf(target, { area: bodyArea(branchA()) }),
        bodyOf(target, { email: uniqueEmail('takeover'), area: bodyArea(branchA(), branchB()) }),
      ])
        expectForbidden(
          await call('PUT', `/user/${target.id}`, body, actor.headers),
          PRIVILEGE_MESSAGES.userOutsideArea,
        );
      // An omitted area is a bad body, and changes nothing either.
      const withoutArea: Record<string, unknown> = bodyOf(target, { email: uniqueEmail('x') });
      delete withoutArea.area;
      const omitted = await call('PUT', `/user/${target.id}`, withoutArea, actor.headers);
      expect(omitted.statusCode).toBe(400);
      expectForbidden(
        await call('DELETE', `/user/${target.id}`, undefined, actor.headers),
        PRIVILEGE_MESSAGES.userOutsideArea,
      );
      expectForbidden(
        await call('POST', `/user/${target.id}/unlock`, undefined, actor.headers),
        PRIVILEGE_MESSAGES.userOutsideArea,
      );
      const after = (await call('GET', `/user/${target.id}`)).json().response;
      expect(after).toMatchObject({ email: target.email, version: target.version });
    }
    // Still listed and readable to him: user management reads the whole bank's staff.
    const read = await call('GET', `/user/${outside.id}`, undefined, actor.headers);
    expect(read.statusCode).toBe(200);
    const listed = await call(
      'GET',
      `/users?search=${encodeURIComponent(outside.email)}`,
      undefined,
      actor.headers,
    );
    expect(listed.json().response.total).toBe(1);
    expect(await auditOfAction(context.db, outside.id, 'updated')).toHaveLength(0);
  });

  it('answers 400 for a role or branch that does not exist, once the peer is his to change', async () => {
    const actor = await manager(updater);
    const peer = await userIn(actor.roleId, branchA());
    const role = await editPeer(actor, peer, { roleId: 'no-role' });
    expect(role.statusCode, role.body).toBe(400);
    expect(role.json().details[0].path).toBe('roleId');
  });

  it('lets a role that sees all branches change a user anywhere and give him any branch', async () => {
    const actor = await manager(updater, 'all');
    const peer = await userIn(actor.roleId, branchB());
    const response = await editPeer(actor, peer, { area: bodyArea(branchA(), branchB()) });
    expect(response.statusCode, response.body).toBe(200);
    expect(await areaOfUser(peer.id)).toEqual([branchA().branchId, branchB().branchId].sort());
  });

  it('ends the sessions and password links of a peer whose email is changed, and tells the old address', async () => {
    const actor = await manager(updater);
    const peer = await userIn(actor.roleId, branchA());
    const session = await signIn(context, peer.email);
    await auth('POST', '/forgot-password', { email: peer.email });
    const oldLink = (await latestPasswordLink(outbox(), peer.email))!;
    expect((await sync(tokenOf(oldLink))).statusCode).toBe(200);

    const newEmail = uniqueEmail('moved');
    const response = await editPeer(actor, peer, { email: newEmail });
    expect(response.statusCode, response.body).toBe(200);

    expect((await me(session.token)).statusCode).toBe(401);
    const refreshed = await auth('POST', '/refresh-token', {
      token: session.token,
      refreshToken: session.refreshToken,
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await sync(tokenOf(oldLink))).statusCode).toBe(400);

    const notices = await mailsTo(peer.email);
    expect(notices.some((mail) => mail.includes('your sign-in email was changed'))).toBe(true);
    expect(notices.some((mail) => mail.includes(newEmail))).toBe(true);
    const [audit] = await auditOfAction(context.db, peer.id, 'updated');
    expect(audit).toMatchObject({
      actorId: actor.user.id,
      before: { email: peer.email },
      after: { email: newEmail },
    });
    // The peer signs in with the new address.
    expect((await signIn(context, newEmail)).token).toEqual(expect.any(String));
  });

  it('keeps the sessions of a peer whose other fields change', async () => {
    const actor = await manager(updater);
    const peer = await userIn(actor.roleId, branchA());
    const session = await signIn(context, peer.email);
    const response = await editPeer(actor, peer, { name: 'Peer Renamed' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(session.token)).statusCode).toBe(200);
    expect(await mailsTo(peer.email)).toHaveLength(0);
  });
});

describe('GET /master-data/user/options', () => {
  it('marks as grantable only the branches of the actor’s area, or every branch for all branches', async () => {
    const grantableOf = async (headers: Record<string, string>) => {
      const groups = (await call('GET', '/user/options', undefined, headers)).json().response
        .groups as { branches: { _id: string; grantable: boolean }[] }[];
      const branches = groups.flatMap((group) => group.branches);
      return (id: string) => branches.find((branch) => branch._id === id)?.grantable;
    };
    const scoped = await grantableOf((await manager(updater)).headers);
    expect(scoped(branchA().branchId)).toBe(true);
    expect(scoped(branchB().branchId)).toBe(false);
    expect(scoped(area.branchIds[1]!)).toBe(false);
    const everywhere = await grantableOf((await manager(updater, 'all')).headers);
    expect(everywhere(branchA().branchId)).toBe(true);
    expect(everywhere(branchB().branchId)).toBe(true);
  });
});
