import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCESS_CATALOGUE } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { auditLogs } from '../../plugins/audit/audit.table';
import { createUser, mintSession, superAdminRoleId } from '../../testing/factories';
import {
  call,
  catalogue,
  context,
  createRole,
  grant,
  granted,
  menu,
  subMenu,
} from './roles.fixture';
import { adminReading, csvLines, firstSheet, headerLine } from '../../testing/exports';
import { expectRefusedInUse } from '../../testing/inspect';
import { answeredRecord, onlyListedRow } from '../../testing/http';

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
        granted('Master Data', {
          'Master Data Group': ['Read'],
          'Master Data Branch': ['Read', 'Update'],
        }),
        granted('Approval', { Approval: ['View'] }),
      ],
      version: 1,
      created: expect.any(String),
      modified: expect.any(String),
    });

    expect(onlyListedRow(await call('GET', '/roles?search=credit%20off'))).toMatchObject({
      _id: created._id,
      access: detail.json().response.access,
    });

    const updated = answeredRecord(
      await call('PUT', `/role/${created._id}`, {
        name: 'Senior Credit Officer',
        access: [grant('Credit Application', { 'Credit Application': ['Read', 'Create'] })],
        version: 1,
      }),
    );
    expect(updated).toMatchObject({
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
      granted('Master Data', { 'Master Data Group': ['Read', 'Delete'] }),
    ]);
  });

  it('applies changed grants to the users holding the role at once', async () => {
    const role = await createRole('Group Reader');
    const user = await createUser(context.db, { roleId: role._id });
    const asUser = (await mintSession(context, user.id)).headers;
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
});

describe('roles', () => {
  it('answers 409 when deleting a role held by a user, and keeps it', async () => {
    const role = await createRole('Held');
    await createUser(context.db, { roleId: role._id });
    const response = await call('DELETE', `/role/${role._id}`);
    await expectRefusedInUse(context.db, response, role._id);
    expect((await call('GET', `/role/${role._id}`)).json().response.access).toHaveLength(1);
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
    expect(update.json().code).toBe(ROLE_MESSAGES.builtInNotChangeable);
    const remove = await call('DELETE', `/role/${id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe(ROLE_MESSAGES.builtInNotDeletable);
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
    const sheet = await firstSheet(xlsx);
    expect(headerLine(sheet)).toBe('No,Role Name,Role Access');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).getCell(3).value).toBe(
      'Master Data Group: Read, Create | Master Data Role: Read\nApproval: View',
    );
  });

  it("names the access types in the reader's language and keeps the spec's menu names", async () => {
    await createRole('Ekspor Akses', [
      grant('Master Data', { 'Master Data Group': ['Read', 'Create', 'Delete'] }),
      grant('Approval', { Approval: ['View', 'Action'] }),
    ]);
    const csv = await call(
      'GET',
      '/roles/export?format=csv&search=Ekspor%20Akses',
      undefined,
      await adminReading(context, 'id'),
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csvLines(csv.body)).toEqual([
      'No,Nama Peran,Akses Peran',
      '1,Ekspor Akses,"Master Data Group: Lihat, Buat, Hapus\nApproval: Tinjau, Tindakan"',
    ]);
  });
});
