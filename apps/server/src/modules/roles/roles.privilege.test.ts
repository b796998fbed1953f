import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_CATALOGUE, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { PRIVILEGE_MESSAGES, type DataScope } from '@creditdesk/domain/access/privilege';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { auditLogs } from '../../plugins/audit/audit.table';
import { sessionWithRole } from '../../testing/factories';
import type { Headers } from '../../testing/http';
import { asPayload, call, catalogue, context, createRole, grant, roleCount } from './roles.fixture';

describe('privilege boundaries', () => {
  /** A signed-in role manager whose role holds `grants`; returns his header and role id. */
  const roleManager = async (
    grants: Record<string, AccessType[]>,
    dataScope: DataScope = 'area',
  ) => {
    const { headers, role } = await sessionWithRole(context, grants, { dataScope });
    return { headers, roleId: role.id };
  };

  /** Every access type of the catalogue, as a role payload. */
  const everything = () =>
    catalogue.map((item) => ({
      accessId: item._id,
      subMenu: item.subMenu.map((entry) => ({ subMenuId: entry._id, access: entry.access })),
    }));

  const managerGrants = {
    'Master Data Role': ['Read', 'Create', 'Update'],
    'Master Data Group': ['Read'],
  } satisfies Record<string, AccessType[]>;
  const heldAccess = () => [
    grant('Master Data', { 'Master Data Role': ['Read'], 'Master Data Group': ['Read'] }),
  ];

  const expectForbidden = (
    response: { statusCode: number; json: () => { code: string } },
    code: string,
  ) => {
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(code);
  };

  it('refuses to give your own role every right or another data scope, and changes nothing', async () => {
    const manager = await roleManager(managerGrants);
    const before = (await call('GET', `/role/${manager.roleId}`)).json().response;
    const name = before.name as string;

    const everyRight = await call(
      'PUT',
      `/role/${manager.roleId}`,
      { name, access: everything() },
      manager.headers,
    );
    expectForbidden(everyRight, PRIVILEGE_MESSAGES.ownRoleAccess);
    const allBranches = await call(
      'PUT',
      `/role/${manager.roleId}`,
      { name, access: before.access.map(asPayload), dataScope: 'all' },
      manager.headers,
    );
    expectForbidden(allBranches, PRIVILEGE_MESSAGES.ownRoleAccess);
    expect((await call('GET', `/role/${manager.roleId}`)).json().response).toEqual(before);

    // A rename changes nothing he may do.
    const renamed = await call(
      'PUT',
      `/role/${manager.roleId}`,
      { name: `${name} renamed`, access: before.access.map(asPayload) },
      manager.headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().response.access).toEqual(before.access);
  });

  it('gives a new or existing role only rights the manager holds himself', async () => {
    const manager = await roleManager(managerGrants);
    const rolesBefore = await roleCount();
    const tooMuch = await call(
      'POST',
      '/role',
      { name: 'Too Much', access: [grant('Approval', { Approval: ['View'] })] },
      manager.headers,
    );
    expectForbidden(tooMuch, PRIVILEGE_MESSAGES.rightsNotHeld);
    const withOneMore = await call(
      'POST',
      '/role',
      { name: 'One More', access: [grant('Master Data', { 'Master Data Group': ['Delete'] })] },
      manager.headers,
    );
    expectForbidden(withOneMore, PRIVILEGE_MESSAGES.rightsNotHeld);
    expect(await roleCount()).toBe(rolesBefore);

    const subset = await call(
      'POST',
      '/role',
      { name: 'Subset', access: heldAccess() },
      manager.headers,
    );
    expect(subset.statusCode, subset.body).toBe(201);
    expect(subset.json().response.dataScope).toBe('area');

    const other = await createRole('Someone Else');
    const raise = await call(
      'PUT',
      `/role/${other._id}`,
      { name: 'Someone Else', access: everything() },
      manager.headers,
    );
    expectForbidden(raise, PRIVILEGE_MESSAGES.rightsNotHeld);
    expect((await call('GET', `/role/${other._id}`)).json().response.access).toHaveLength(1);
    const lower = await call(
      'PUT',
      `/role/${other._id}`,
      { name: 'Someone Else', access: heldAccess() },
      manager.headers,
    );
    expect(lower.statusCode, lower.body).toBe(200);
  });

  it('gives the data scope All branches only when the manager sees all branches himself', async () => {
    const createEverywhere = (as: Headers) =>
      call('POST', '/role', { name: 'Everywhere', access: heldAccess(), dataScope: 'all' }, as);
    const scoped = await roleManager(managerGrants, 'area');
    expectForbidden(await createEverywhere(scoped.headers), PRIVILEGE_MESSAGES.allBranchesOnly);
    const other = await createRole('Area Role');
    const widen = await call(
      'PUT',
      `/role/${other._id}`,
      { name: 'Area Role', access: heldAccess(), dataScope: 'all' },
      scoped.headers,
    );
    expectForbidden(widen, PRIVILEGE_MESSAGES.allBranchesOnly);
    expect((await call('GET', `/role/${other._id}`)).json().response.dataScope).toBe('area');

    const everywhere = await roleManager(managerGrants, 'all');
    const allowed = await createEverywhere(everywhere.headers);
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json().response.dataScope).toBe('all');
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, allowed.json().response._id));
    expect(audit[0]?.after).toMatchObject({ dataScope: 'all' });
  });

  it('lets a Super Admin give every right and every branch', async () => {
    const response = await call('POST', '/role', {
      name: 'Deputy',
      access: everything(),
      dataScope: 'all',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().response).toMatchObject({ dataScope: 'all' });
    expect(response.json().response.access).toHaveLength(ACCESS_CATALOGUE.length);
    const narrowed = await call('PUT', `/role/${response.json().response._id}`, {
      name: 'Deputy',
      access: heldAccess(),
      dataScope: 'area',
    });
    expect(narrowed.json().response.dataScope).toBe('area');
  });

  it('answers 400 for a data scope other than area or all', async () => {
    const response = await call('POST', '/role', {
      name: 'Odd Scope',
      access: heldAccess(),
      dataScope: 'galaxy',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(ROLE_MESSAGES.dataScopeInvalid);
  });
});
