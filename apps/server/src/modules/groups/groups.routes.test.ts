import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@creditdesk/domain/groups/groups.schemas';
import { IN_USE_MESSAGE, STALE_RECORD_MESSAGE } from '@creditdesk/domain/shared/list-query.schemas';
import { auditLogs } from '../audit/audit.table';
import { branchGroups, branches } from '../branches/branches.table';
import { adminSession, authHeaderWithGrants } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { requester } from '../../testing/http';

let context: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  context = await createTestApp();
  headers = (await adminSession(context)).headers;
});
afterAll(() => context.close());

const { call } = requester(() => context, {
  base: '/api/v1/master-data',
  headers: () => headers,
});

const createGroup = async (groupName: string, description?: string) => {
  const response = await call('POST', '/group', { groupName, description });
  expect(response.statusCode).toBe(201);
  return response.json().response as { _id: string; version: number };
};

const addBranch = async (groupId: string, name: string) => {
  const [branch] = await context.db.insert(branches).values({ name }).returning();
  await context.db.insert(branchGroups).values({ branchId: branch!.id, groupId });
  return branch!;
};

describe('groups', () => {
  it('creates, reads, lists, updates and deletes a group, auditing each change', async () => {
    const created = await createGroup('Jawa Barat', 'West Java branches');
    const detail = await call('GET', `/group/${created._id}`);
    expect(detail.json().response).toMatchObject({
      groupName: 'Jawa Barat',
      description: 'West Java branches',
      branches: [],
      version: 1,
    });

    const list = await call('GET', '/groups?search=jawa%20bar');
    expect(list.json().response.total).toBe(1);
    expect(list.json().response.data[0]._id).toBe(created._id);

    const updated = await call('PUT', `/group/${created._id}`, {
      groupName: 'Jawa Barat Raya',
      description: 'West Java',
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().response).toMatchObject({ groupName: 'Jawa Barat Raya', version: 2 });

    expect((await call('DELETE', `/group/${created._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/group/${created._id}`)).statusCode).toBe(404);

    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, created._id));
    expect(audit.map((row) => row.action).sort()).toEqual(['created', 'deleted', 'updated']);
    const update = audit.find((row) => row.action === 'updated');
    expect(update?.before).toEqual({ groupName: 'Jawa Barat', description: 'West Java branches' });
    expect(update?.after).toEqual({ groupName: 'Jawa Barat Raya', description: 'West Java' });
  });

  it('pages, sorts and searches, created descending by default', async () => {
    for (const name of ['Paging A', 'Paging B', 'Paging C']) await createGroup(name);
    const first = await call('GET', '/groups?search=Paging&limit=2&page=1');
    expect(first.json().response.total).toBe(3);
    expect(first.json().response.data.map((row: { groupName: string }) => row.groupName)).toEqual([
      'Paging C',
      'Paging B',
    ]);
    const second = await call('GET', '/groups?search=Paging&limit=2&page=2');
    expect(second.json().response.data.map((row: { groupName: string }) => row.groupName)).toEqual([
      'Paging A',
    ]);
    const sorted = await call(
      'GET',
      '/groups?search=Paging&sortBy=groupName&sortOrder=asc&unpaged=true',
    );
    expect(sorted.json().response.data.map((row: { groupName: string }) => row.groupName)).toEqual([
      'Paging A',
      'Paging B',
      'Paging C',
    ]);
  });

  it('lists the branches of a group with their total', async () => {
    const group = await createGroup('With Branches');
    await addBranch(group._id, 'Bandung');
    await addBranch(group._id, 'Bogor');
    const response = await call('GET', `/group/${group._id}/branches?limit=1`);
    expect(response.json().response.data.totalBranches).toBe(2);
    expect(response.json().response.data.branches).toHaveLength(1);
    const detail = await call('GET', `/group/${group._id}`);
    expect(
      detail.json().response.branches.map((b: { branchName: string }) => b.branchName),
    ).toEqual(['Bandung', 'Bogor']);
  });

  it('answers 400 with the spec messages and writes nothing', async () => {
    const missing = await call('POST', '/group', { description: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(GROUP_MESSAGES.groupNameRequired);
    const blank = await call('POST', '/group', { groupName: '   ' });
    expect(blank.json().message).toBe('Group Name must be filled');
    const long = await call('POST', '/group', { groupName: 'x'.repeat(76) });
    expect(long.json().details).toContainEqual({
      path: 'groupName',
      message: 'Must be 75 characters or less. Now 76 characters',
    });
    const longDescription = await call('POST', '/group', {
      groupName: 'Long description',
      description: 'x'.repeat(256),
    });
    expect(longDescription.json().message).toBe(
      'Must be 255 characters or less. Now 256 characters',
    );
    expect((await call('GET', '/groups?search=Long%20description')).json().response.total).toBe(0);
  });

  it('answers 409 for a duplicate name, case aside', async () => {
    await createGroup('Sumatera');
    const duplicate = await call('POST', '/group', { groupName: 'SUMATERA' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Group Name already exists.');
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const group = await createGroup('Kalimantan');
    expect(
      (await call('PUT', `/group/${group._id}`, { groupName: 'Kalimantan Timur', version: 1 }))
        .statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/group/${group._id}`, {
      groupName: 'Kalimantan Barat',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
    expect((await call('GET', `/group/${group._id}`)).json().response.groupName).toBe(
      'Kalimantan Timur',
    );
  });

  it('answers 409 when deleting a group that has branches, and keeps it', async () => {
    const group = await createGroup('In Use');
    await addBranch(group._id, 'Medan');
    const response = await call('DELETE', `/group/${group._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(IN_USE_MESSAGE);
    expect((await call('GET', `/group/${group._id}`)).statusCode).toBe(200);
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, group._id), eq(auditLogs.action, 'deleted')));
    expect(audit).toEqual([]);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/group/${unknown}`],
      ['GET', `/group/${unknown}/branches`],
      ['PUT', `/group/${unknown}`],
      ['DELETE', `/group/${unknown}`],
      ['GET', '/group/not-an-id'],
    ] as const) {
      const response = await call(method, url, method === 'PUT' ? { groupName: 'x' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('answers 401 without a token and 403 without the access type', async () => {
    expect((await call('GET', '/groups', undefined, {})).statusCode).toBe(401);
    const readOnly = await authHeaderWithGrants(context, { 'Master Data Group': ['Read'] });
    expect((await call('GET', '/groups', undefined, readOnly)).statusCode).toBe(200);
    expect((await call('POST', '/group', { groupName: 'Nope' }, readOnly)).statusCode).toBe(403);
  });

  it('exports the filtered list, all pages, as XLSX and CSV with formulas neutralised', async () => {
    await createGroup('Export One', '=HYPERLINK("http://evil")');
    await createGroup('Export Two', 'plain');
    const csv = await call('GET', '/groups/export?format=csv&search=Export&limit=1');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="groups-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'No,Group Name,Description',
      '1,Export Two,plain',
      `2,Export One,"'=HYPERLINK(""http://evil"")"`,
    ]);

    const xlsx = await call('GET', '/groups/export?search=Export');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'No', 'Group Name', 'Description']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).getCell(3).value).toBe(`'=HYPERLINK("http://evil")`);
  });
});
