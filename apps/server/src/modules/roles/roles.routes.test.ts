import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CATALOGUE, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { PRIVILEGE_MESSAGES, type DataScope } from '@creditdesk/domain/access/privilege';
import type { AccessMenu } from '@creditdesk/domain/access/access.schemas';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { IN_USE_MESSAGE, STALE_RECORD_MESSAGE } from '@creditdesk/domain/shared/list-query.schemas';
import { auditLogs } from '../audit/audit.table';
import {
  adminSession,
  authHeaderWithGrants,
  createRole as createRoleRow,
  createUser,
  signIn,
  superAdminRoleId,
} from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { roles } from './roles.table';
import { fieldErrorsOf, requester } from '../../testing/http';

let context: TestContext;
let headers: Record<string, string>;
let catalogue: AccessMenu[];

beforeAll(async () => {
  context = await createTestApp();
  headers = (await adminSession(context)).headers;
  catalogue = (await call('GET', '/access')).json().response;
});
afterAll(() => context.close());

const { call } = requester(() => context, {
  base: '/api/v1/master-data',
  headers: () => headers,
});

const menu = (name: string) => {
  const found = catalogue.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no menu ${name}`);
  return found;
};
const subMenu = (name: string) => {
  const found = catalogue.flatMap((item) => item.subMenu).find((item) => item.name === name);
  if (!found) throw new Error(`no sub menu ${name}`);
  return found;
};

/** A payload entry: the menu `menuName` granting `grants` ({ 'Master Data Group': ['Read'] }). */
const grant = (menuName: string, grants: Record<string, string[]>) => ({
  accessId: menu(menuName)._id,
  subMenu: Object.entries(grants).map(([name, access]) => ({
    subMenuId: subMenu(name)._id,
    access,
  })),
});

const createRole = async (
  name: string,
  access = [grant('Master Data', { 'Master Data Group': ['Read'] })],
) => {
  const response = await call('POST', '/role', { name, access });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().response as { _id: string; version: number };
};

const roleCount = async () => (await context.db.select().from(roles)).length;

/** Sends each payload, expects 400 with `message`, and checks that no role was written. */
const expectRefused = async (payloads: unknown[], message: string) => {
  const before = await roleCount();
  for (const payload of payloads) {
    const response = await call('POST', '/role', payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    expect(response.json().message, JSON.stringify(payload)).toBe(message);
  }
  expect(await roleCount()).toBe(before);
};

describe('access catalogue', () => {
  it('lists every menu in catalogue order with the access types each sub menu offers', () => {
    expect(catalogue.map((item) => item.name)).toEqual(ACCESS_CATALOGUE.map((item) => item.name));
    expect(
      catalogue.map((item) => item.subMenu.map(({ name, access }) => ({ name, access }))),
    ).toEqual(
      ACCESS_CATALOGUE.map((item) =>
        item.subMenus.map(({ name, access }) => ({ name, access: [...access] })),
      ),
    );
    expect(menu('Master Data').subMenu[0]).toEqual({
      _id: expect.any(String),
      name: 'Master Data Group',
      access: ['Read', 'Create', 'Update', 'Delete'],
    });
    expect(subMenu('Debitur Management').access).toContain('Report');
  });

  it('needs Master Data Role / Read', async () => {
    expect((await call('GET', '/access', undefined, {})).statusCode).toBe(401);
    const groupReader = await authHeaderWithGrants(context, { 'Master Data Group': ['Read'] });
    expect((await call('GET', '/access', undefined, groupReader)).statusCode).toBe(403);
    const roleReader = await authHeaderWithGrants(context, { 'Master Data Role': ['Read'] });
    expect((await call('GET', '/access', undefined, roleReader)).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('creates, reads, lists, updates and deletes a role, auditing each change', async () => {
    const created = await createRole('Credit Officer', [
      grant('Approval', { Approval: ['View'] }),
      grant('Master Data', {
        'Master Data Branch': ['Update', 'Read'],
        'Master Data Group': ['Read'],
      }),
    ]);
    const detail = await call('GET', `/role/${created._id}`);
    expect(detail.statusCode).toBe(200);
    // Menus, sub menus and types come back in catalogue order, whatever order they were sent in.
    expect(detail.json().response).toEqual({
      _id: created._id,
      name: 'Credit Officer',
      builtIn: false,
      dataScope: 'area',
      access: [
        {
          accessId: {
            _id: menu('Master Data')._id,
            name: 'Master Data',
            subMenu: [
              {
                _id: subMenu('Master Data Group')._id,
                name: 'Master Data Group',
                access: ['Read'],
              },
              {
                _id: subMenu('Master Data Branch')._id,
                name: 'Master Data Branch',
                access: ['Read', 'Update'],
              },
            ],
          },
        },
        {
          accessId: {
            _id: menu('Approval')._id,
            name: 'Approval',
            subMenu: [{ _id: subMenu('Approval')._id, name: 'Approval', access: ['View'] }],
          },
        },
      ],
      version: 1,
      created: expect.any(String),
      modified: expect.any(String),
    });

    const list = await call('GET', '/roles?search=credit%20off');
    expect(list.json().response.total).toBe(1);
    expect(list.json().response.data[0]).toMatchObject({
      _id: created._id,
      access: detail.json().response.access,
    });

    const updated = await call('PUT', `/role/${created._id}`, {
      name: 'Senior Credit Officer',
      access: [grant('Credit Application', { 'Credit Application': ['Read', 'Create'] })],
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().response).toMatchObject({
      name: 'Senior Credit Officer',
      version: 2,
      access: [
        {
          accessId: {
            name: 'Credit Application',
            subMenu: [{ name: 'Credit Application', access: ['Read', 'Create'] }],
          },
        },
      ],
    });

    expect((await call('DELETE', `/role/${created._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/role/${created._id}`)).statusCode).toBe(404);

    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'role'), eq(auditLogs.entityId, created._id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['created', 'deleted', 'updated']);
    expect(audit.find((row) => row.action === 'created')?.after).toEqual({
      name: 'Credit Officer',
      dataScope: 'area',
      access: ['Master Data Group: Read', 'Master Data Branch: Read, Update', 'Approval: View'],
    });
    const update = audit.find((row) => row.action === 'updated');
    expect(update?.before).toEqual({
      name: 'Credit Officer',
      access: ['Master Data Group: Read', 'Master Data Branch: Read, Update', 'Approval: View'],
    });
    expect(update?.after).toEqual({
      name: 'Senior Credit Officer',
      access: ['Credit Application: Read, Create'],
    });
    expect(audit.find((row) => row.action === 'deleted')?.before).toEqual({
      name: 'Senior Credit Officer',
      dataScope: 'area',
      access: ['Credit Application: Read, Create'],
    });
  });

  it('merges repeated sub menus and types, and drops sub menus sent with nothing checked', async () => {
    const created = await createRole('Merged', [
      grant('Master Data', { 'Master Data Group': ['Read', 'Read'], 'Master Data Branch': [] }),
      grant('Master Data', { 'Master Data Group': ['Delete'] }),
      grant('Approval', {}),
    ]);
    const detail = (await call('GET', `/role/${created._id}`)).json().response;
    expect(detail.access).toEqual([
      {
        accessId: {
          _id: menu('Master Data')._id,
          name: 'Master Data',
          subMenu: [
            {
              _id: subMenu('Master Data Group')._id,
              name: 'Master Data Group',
              access: ['Read', 'Delete'],
            },
          ],
        },
      },
    ]);
  });

  it('applies changed grants to the users holding the role at once', async () => {
    const role = await createRole('Group Reader');
    const user = await createUser(context.db, { roleId: role._id });
    const { token } = await signIn(context, user.email);
    const asUser = { authorization: `Bearer ${token}` };
    expect((await call('GET', '/groups', undefined, asUser)).statusCode).toBe(200);
    const updated = await call('PUT', `/role/${role._id}`, {
      name: 'Group Reader',
      access: [grant('Master Data', { 'Master Data Branch': ['Read'] })],
    });
    expect(updated.statusCode).toBe(200);
    expect((await call('GET', '/groups', undefined, asUser)).statusCode).toBe(403);
  });

  it('pages, sorts and searches, created descending by default', async () => {
    for (const name of ['Paging A', 'Paging B', 'Paging C']) await createRole(name);
    const names = (response: { json: () => { response: { data: { name: string }[] } } }) =>
      response.json().response.data.map((row) => row.name);
    const first = await call('GET', '/roles?search=Paging&limit=2&page=1');
    expect(first.json().response.total).toBe(3);
    expect(names(first)).toEqual(['Paging C', 'Paging B']);
    expect(names(await call('GET', '/roles?search=Paging&limit=2&page=2'))).toEqual(['Paging A']);
    expect(
      names(await call('GET', '/roles?search=Paging&sortBy=name&sortOrder=asc&unpaged=true')),
    ).toEqual(['Paging A', 'Paging B', 'Paging C']);
    expect(names(await call('GET', '/roles?search=Paging&sort=-name'))).toEqual([
      'Paging C',
      'Paging B',
      'Paging A',
    ]);
  });

  it('answers 400 with the spec messages and writes nothing', async () => {
    const access = [grant('Master Data', { 'Master Data Group': ['Read'] })];
    await expectRefused([{ access }, { name: '   ', access }], 'Role Name must be filled');
    await expectRefused(
      [{ name: 'x'.repeat(76), access }],
      'Must be 75 characters or less. Now 76 characters',
    );
    await expectRefused(
      [{ name: 'No Access' }, { name: 'No Access', access: [] }],
      'At least one access is required',
    );
    await expectRefused(
      [
        { name: 'Nothing Checked', access: [grant('Master Data', { 'Master Data Group': [] })] },
        { name: 'Nothing Checked', access: [grant('Approval', {})] },
      ],
      'At least have one access',
    );
    await expectRefused(
      [{ name: 'Empty Menu', access: [{ ...access[0], accessId: ' ' }] }],
      ROLE_MESSAGES.menuIdRequired,
    );
    await expectRefused(
      [
        {
          name: 'Empty Sub Menu',
          access: [{ ...access[0], subMenu: [{ subMenuId: '', access: ['Read'] }] }],
        },
      ],
      ROLE_MESSAGES.subMenuIdRequired,
    );
    await expectRefused(
      [
        {
          name: 'Empty Type',
          access: [grant('Master Data', { 'Master Data Group': ['Read', ''] })],
        },
      ],
      ROLE_MESSAGES.accessTypeEmpty,
    );
  });

  it('reports every spec message of a form at once, each at its field', async () => {
    const response = await call('POST', '/role', {
      name: 'x'.repeat(80),
      access: [grant('Master Data', { 'Master Data Group': [] })],
    });
    expect(fieldErrorsOf(response)).toEqual([
      { path: 'name', message: 'Must be 75 characters or less. Now 80 characters' },
      { path: 'access', message: 'At least have one access' },
    ]);
  });

  it('refuses menus, sub menus and access types the catalogue does not have', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    await expectRefused(
      [
        {
          name: 'Unknown Menu',
          access: [{ accessId: unknownId, subMenu: [] }, grant('Approval', { Approval: ['View'] })],
        },
      ],
      `Menu ${unknownId} does not exist.`,
    );
    await expectRefused(
      [
        {
          name: 'Unknown Sub Menu',
          access: [
            {
              accessId: menu('Master Data')._id,
              subMenu: [{ subMenuId: 'not-a-uuid', access: ['Read'] }],
            },
          ],
        },
      ],
      'Sub menu not-a-uuid does not exist.',
    );
    await expectRefused(
      [
        {
          name: 'Wrong Menu',
          access: [
            {
              accessId: menu('Approval')._id,
              subMenu: grant('Master Data', { 'Master Data Group': ['Read'] }).subMenu,
            },
          ],
        },
      ],
      'Sub menu Master Data Group does not belong to menu Approval.',
    );
    await expectRefused(
      [
        {
          name: 'Report On Group',
          access: [grant('Master Data', { 'Master Data Group': ['Read', 'Report'] })],
        },
      ],
      'Access type Report is not available for Master Data Group.',
    );
    await expectRefused(
      [{ name: 'Made Up Type', access: [grant('Approval', { Approval: ['Fly'] })] }],
      'Access type Fly is not available for Approval.',
    );
    const response = await call('POST', '/role', {
      name: 'Report On Group',
      access: [grant('Master Data', { 'Master Data Group': ['Report'] })],
    });
    expect(fieldErrorsOf(response)).toEqual([
      {
        path: 'access.0.subMenu.0.access.0',
        message: 'Access type Report is not available for Master Data Group.',
      },
    ]);
    const onDebiturs = await createRole('Debitur Reporter', [
      grant('Master Data', { 'Debitur Management': ['Report'] }),
    ]);
    expect(onDebiturs._id).toEqual(expect.any(String));
  });

  it('refuses an unknown sub menu on update and keeps the role as it was', async () => {
    const role = await createRole('Kept');
    const response = await call('PUT', `/role/${role._id}`, {
      name: 'Changed',
      access: [
        {
          accessId: menu('Master Data')._id,
          subMenu: [{ subMenuId: menu('Approval')._id, access: ['Read'] }],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Sub menu ${menu('Approval')._id} does not exist.`);
    expect((await call('GET', `/role/${role._id}`)).json().response).toMatchObject({
      name: 'Kept',
      version: 1,
      access: [{ accessId: { subMenu: [{ name: 'Master Data Group', access: ['Read'] }] } }],
    });
  });

  it('answers 409 for a duplicate name, case aside, on create and update', async () => {
    await createRole('Auditor');
    const duplicate = await call('POST', '/role', {
      name: 'AUDITOR',
      access: [grant('Approval', { Approval: ['View'] })],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Role Name already exists.');
    const other = await createRole('Analyst');
    const renamed = await call('PUT', `/role/${other._id}`, {
      name: ' auditor ',
      access: [grant('Approval', { Approval: ['View'] })],
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('Role Name already exists.');
    expect((await call('GET', `/role/${other._id}`)).json().response).toMatchObject({
      name: 'Analyst',
      access: [{ accessId: { subMenu: [{ name: 'Master Data Group' }] } }],
    });
  });

  it('answers 409 to a stale version and changes neither the name nor the grants', async () => {
    const role = await createRole('Reviewer');
    const access = [grant('Approval', { Approval: ['View', 'Action'] })];
    expect(
      (await call('PUT', `/role/${role._id}`, { name: 'Reviewer', access, version: 1 })).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/role/${role._id}`, {
      name: 'Reviewer Two',
      access: [grant('Report', { SDK: ['Read'] })],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
    expect((await call('GET', `/role/${role._id}`)).json().response).toMatchObject({
      name: 'Reviewer',
      version: 2,
      access: [{ accessId: { name: 'Approval', subMenu: [{ access: ['View', 'Action'] }] } }],
    });
  });

  it('answers 409 when deleting a role held by a user, and keeps it', async () => {
    const role = await createRole('Held');
    await createUser(context.db, { roleId: role._id });
    const response = await call('DELETE', `/role/${role._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(IN_USE_MESSAGE);
    expect((await call('GET', `/role/${role._id}`)).json().response.access).toHaveLength(1);
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, role._id), eq(auditLogs.action, 'deleted')));
    expect(audit).toEqual([]);
  });

  it('keeps the built-in Super Admin role as seeded', async () => {
    const id = await superAdminRoleId(context.db);
    const superAdmin = (await call('GET', `/role/${id}`)).json().response;
    expect(superAdmin).toMatchObject({ name: 'Super Admin', builtIn: true });
    expect(superAdmin.access).toHaveLength(ACCESS_CATALOGUE.length);
    const update = await call('PUT', `/role/${id}`, {
      name: 'Root',
      access: [grant('Approval', { Approval: ['View'] })],
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe(ROLE_MESSAGES.builtInNotChangeable);
    const remove = await call('DELETE', `/role/${id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(ROLE_MESSAGES.builtInNotDeletable);
    expect((await call('GET', `/role/${id}`)).json().response).toEqual(superAdmin);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const body = { name: 'x', access: [grant('Approval', { Approval: ['View'] })] };
    for (const [method, url] of [
      ['GET', `/role/${unknown}`],
      ['PUT', `/role/${unknown}`],
      ['DELETE', `/role/${unknown}`],
      ['GET', '/role/not-an-id'],
    ] as const) {
      const response = await call(method, url, method === 'PUT' ? body : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('answers 401 without a token and 403 without the access type', async () => {
    expect((await call('GET', '/roles', undefined, {})).statusCode).toBe(401);
    const readOnly = await authHeaderWithGrants(context, { 'Master Data Role': ['Read'] });
    expect((await call('GET', '/roles', undefined, readOnly)).statusCode).toBe(200);
    const body = { name: 'Nope', access: [grant('Approval', { Approval: ['View'] })] };
    expect((await call('POST', '/role', body, readOnly)).statusCode).toBe(403);
    const role = await createRole('Protected');
    expect((await call('PUT', `/role/${role._id}`, body, readOnly)).statusCode).toBe(403);
    expect((await call('DELETE', `/role/${role._id}`, undefined, readOnly)).statusCode).toBe(403);
    expect((await call('GET', `/role/${role._id}`)).json().response.name).toBe('Protected');
  });

  it('exports the filtered list, all pages, as XLSX and CSV', async () => {
    await createRole('Export One', [
      grant('Master Data', {
        'Master Data Group': ['Read', 'Create'],
        'Master Data Role': ['Read'],
      }),
      grant('Approval', { Approval: ['View'] }),
    ]);
    await createRole('=Export Two', [grant('Report', { SDK: ['Export'] })]);
    const csv = await call('GET', '/roles/export?format=csv&search=Export&limit=1');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="roles-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csv.body.replace(/^\uFEFF/, '')).toBe(
      [
        'No,Role Name,Role Access',
        `1,'=Export Two,SDK: Export`,
        '2,Export One,"Master Data Group: Read, Create | Master Data Role: Read\nApproval: View"',
        '',
      ].join('\r\n'),
    );

    const xlsx = await call('GET', '/roles/export?search=Export');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'No', 'Role Name', 'Role Access']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).getCell(3).value).toBe(
      'Master Data Group: Read, Create | Master Data Role: Read\nApproval: View',
    );
  });
});

describe('privilege boundaries', () => {
  /** A signed-in role manager whose role holds `grants`; returns his header and role id. */
  const roleManager = async (
    grants: Record<string, AccessType[]>,
    dataScope: DataScope = 'area',
  ) => {
    const role = await createRoleRow(context.db, grants, undefined, dataScope);
    const user = await createUser(context.db, { roleId: role.id });
    const { token } = await signIn(context, user.email);
    return { headers: { authorization: `Bearer ${token}` }, roleId: role.id };
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
    response: { statusCode: number; json: () => { message: string } },
    message: string,
  ) => {
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(message);
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
    const scoped = await roleManager(managerGrants, 'area');
    const refused = await call(
      'POST',
      '/role',
      { name: 'Everywhere', access: heldAccess(), dataScope: 'all' },
      scoped.headers,
    );
    expectForbidden(refused, PRIVILEGE_MESSAGES.allBranchesOnly);
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
    const allowed = await call(
      'POST',
      '/role',
      { name: 'Everywhere', access: heldAccess(), dataScope: 'all' },
      everywhere.headers,
    );
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
    expect(response.json().message).toBe(ROLE_MESSAGES.dataScopeInvalid);
  });
});

/** A role answer's access as the payload that would set it again. */
const asPayload = (menuAccess: { accessId: AccessMenu }) => ({
  accessId: menuAccess.accessId._id,
  subMenu: menuAccess.accessId.subMenu.map((entry) => ({
    subMenuId: entry._id,
    access: entry.access,
  })),
});
