import { describe, expect, it } from 'vitest';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { PRIVILEGE_MESSAGES, type DataScope } from '@creditdesk/domain/access/privilege';
import { createRole, createUser, sessionWithRole, superAdminRoleId } from '../../testing/factories';
import { userAreas } from './users.table';
import {
  area,
  call,
  context,
  me,
  otherArea,
  roleId,
  uniqueEmail,
  usersWithEmail,
  validFields,
} from './users.fixture';

describe('privilege boundaries', () => {
  /** A signed-in user manager whose role holds `grants`, working in the first branch of the area. */
  const userManager = async (
    grants: Record<string, AccessType[]>,
    dataScope: DataScope = 'area',
  ) => {
    const { headers, user, token, role } = await sessionWithRole(context, grants, {
      dataScope,
      user: { name: 'User Manager' },
      area: [{ groupId: area.groupId, branchId: area.branchIds[0]! }],
    });
    return { headers, user, token, roleId: role.id };
  };
  /** A user (`values`) working in the first branch of the area, as the manager does. */
  const userInArea = async (values: Parameters<typeof createUser>[1]) => {
    const user = await createUser(context.db, values);
    await context.db
      .insert(userAreas)
      .values({ userId: user.id, groupId: area.groupId, branchId: area.branchIds[0] });
    return user;
  };
  const managerGrants = {
    'User Management': ['Read', 'Create', 'Update', 'Delete'],
  } satisfies Record<string, AccessType[]>;

  /** The JSON body of a user as it is now, with `changes`. */
  const bodyOf = async (id: string, changes: Record<string, unknown> = {}) => {
    const user = (await call('GET', `/user/${id}`)).json().response;
    return {
      name: user.name,
      email: user.email,
      roleId: user.role._id,
      status: user.isActive ? 'active' : 'inactive',
      area: user.groups.map((group: { _id: string; branches: { _id: string }[] }) => ({
        groupId: group._id,
        branch: group.branches.map((branch) => ({ branchId: branch._id })),
      })),
      ...changes,
    };
  };

  const expectForbidden = (
    response: { statusCode: number; json: () => { code: string } },
    code: string,
  ) => {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(403);
    expect(response.json().code).toBe(code);
  };

  it('refuses a user manager who gives himself the Super Admin role', async () => {
    const manager = await userManager(managerGrants);
    const superAdmin = await superAdminRoleId(context.db);
    const response = await call(
      'PUT',
      `/user/${manager.user.id}`,
      await bodyOf(manager.user.id, { roleId: superAdmin }),
      manager.headers,
    );
    expectForbidden(response, PRIVILEGE_MESSAGES.ownRole);
    const current = (await me(manager.token)).json().response.user.role;
    expect(current).toMatchObject({ _id: manager.roleId, dataScope: 'area' });
  });

  it('refuses a user manager who widens his own area, but lets him change his own name', async () => {
    const manager = await userManager(managerGrants);
    const wider = await call(
      'PUT',
      `/user/${manager.user.id}`,
      await bodyOf(manager.user.id, {
        area: [{ groupId: otherArea.groupId, branch: [{ branchId: otherArea.branchIds[0] }] }],
      }),
      manager.headers,
    );
    expectForbidden(wider, PRIVILEGE_MESSAGES.ownArea);
    const renamed = await call(
      'PUT',
      `/user/${manager.user.id}`,
      await bodyOf(manager.user.id, { name: 'User Manager Renamed' }),
      manager.headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().response.groups).toHaveLength(1);
  });

  it('refuses to create a user with a role the manager could not give, and writes nothing', async () => {
    const manager = await userManager(managerGrants);
    const superAdmin = await superAdminRoleId(context.db);
    const moreRights = await createRole(
      context.db,
      { 'User Management': ['Read'], 'Master Data Role': ['Update'] },
      undefined,
      'area',
    );
    const allBranches = await createRole(
      context.db,
      { 'User Management': ['Read'] },
      undefined,
      'all',
    );
    for (const [role, message] of [
      [superAdmin, PRIVILEGE_MESSAGES.superAdminOnly],
      [moreRights.id, PRIVILEGE_MESSAGES.rightsNotHeld],
      [allBranches.id, PRIVILEGE_MESSAGES.allBranchesOnly],
    ] as const) {
      const email = uniqueEmail('escalation');
      const response = await call(
        'POST',
        '/user',
        { ...validFields({ email, roleId: role }), area: JSON.parse(validFields().area) },
        manager.headers,
      );
      expectForbidden(response, message);
      expect(await usersWithEmail(email)).toBe(0);
    }

    const lesser = await createRole(context.db, { 'User Management': ['Read'] }, undefined, 'area');
    const allowed = await call(
      'POST',
      '/user',
      { ...validFields({ roleId: lesser.id }), area: JSON.parse(validFields().area) },
      manager.headers,
    );
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('refuses to give another user a role the manager could not give, or to change a user above him', async () => {
    const manager = await userManager(managerGrants);
    const lesser = await createRole(context.db, { 'User Management': ['Read'] }, undefined, 'area');
    const clerk = await userInArea({ roleId: lesser.id, name: 'Clerk' });
    const promote = await call(
      'PUT',
      `/user/${clerk.id}`,
      await bodyOf(clerk.id, { roleId: await superAdminRoleId(context.db) }),
      manager.headers,
    );
    expectForbidden(promote, PRIVILEGE_MESSAGES.superAdminOnly);
    expect((await call('GET', `/user/${clerk.id}`)).json().response.role._id).toBe(lesser.id);

    // An administrator's email would let him reset the administrator's password.
    const admin = await userInArea({ name: 'Another Admin' });
    const takeOver = await call(
      'PUT',
      `/user/${admin.id}`,
      await bodyOf(admin.id, { email: uniqueEmail('takeover') }),
      manager.headers,
    );
    expectForbidden(takeOver, PRIVILEGE_MESSAGES.userAboveActor);
    expect((await call('GET', `/user/${admin.id}`)).json().response.email).toBe(admin.email);
    expectForbidden(
      await call('DELETE', `/user/${admin.id}`, undefined, manager.headers),
      PRIVILEGE_MESSAGES.userAboveActor,
    );
    expect((await call('GET', `/user/${admin.id}`)).statusCode).toBe(200);

    const renamed = await call(
      'PUT',
      `/user/${clerk.id}`,
      await bodyOf(clerk.id, { name: 'Clerk Renamed' }),
      manager.headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call('DELETE', `/user/${clerk.id}`, undefined, manager.headers)).statusCode).toBe(
      200,
    );
  });

  it('offers the user form only the roles the manager may give', async () => {
    const manager = await userManager(managerGrants);
    const lesser = await createRole(context.db, { 'User Management': ['Read'] }, undefined, 'area');
    const response = await call('GET', '/user/options', undefined, manager.headers);
    const roles = response.json().response.roles as { _id: string; grantable: boolean }[];
    const grantable = (id: string) => roles.find((role) => role._id === id)?.grantable;
    expect(grantable(lesser.id)).toBe(true);
    expect(grantable(manager.roleId)).toBe(true);
    expect(grantable(roleId)).toBe(false);
    expect(grantable(await superAdminRoleId(context.db))).toBe(false);
  });

  it('lets a Super Admin give any role, the Super Admin role included', async () => {
    const response = await call('POST', '/user', {
      ...validFields({ roleId: await superAdminRoleId(context.db) }),
      area: JSON.parse(validFields().area),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().response.role.name).toBe('Super Admin');
    const options = (await call('GET', '/user/options')).json().response.roles as {
      grantable: boolean;
    }[];
    expect(options.every((role) => role.grantable)).toBe(true);
  });
});
