import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  BRANCH_MESSAGES,
  groupStillAssignedMessage,
} from '@creditdesk/domain/branches/branches.schemas';
import { IN_USE_MESSAGE } from '@creditdesk/domain/shared/list-query.schemas';
import { auditLogs } from '../audit/audit.table';
import { groups } from '../groups/groups.table';
import { userAreas } from '../users/users.table';
import { createUser } from '../../testing/factories';
import { branchGroups, branches } from './branches.table';
import { adminTestFile } from '../../testing/admin-test-file';

const { session, call } = adminTestFile('/api/v1/master-data');

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const createGroup = async (name: string) => {
  const [group] = await session.context.db.insert(groups).values({ name }).returning();
  return group!.id;
};

const createBranch = async (branchName: string, relatedGroupId: string[], description?: string) => {
  const response = await call('POST', '/branch', { branchName, description, relatedGroupId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().response as { _id: string; version: number };
};

/** A user working in the branch under the group. */
const assignUser = async (branchId: string, groupId: string, userId?: string) => {
  const id = userId ?? (await createUser(session.context.db)).id;
  await session.context.db.insert(userAreas).values({ userId: id, groupId, branchId });
  return id;
};

const namesOf = (response: { json: () => { response: { data: { branchName: string }[] } } }) =>
  response.json().response.data.map((row) => row.branchName);

const auditOf = (entityId: string) =>
  session.context.db.select().from(auditLogs).where(eq(auditLogs.entityId, entityId));

describe('branches', () => {
  it('creates, reads, lists, updates and deletes a branch, auditing each change', async () => {
    const west = await createGroup('Crud West');
    const east = await createGroup('Crud East');
    const created = await createBranch('Bandung', [west], 'Main office');
    expect((await call('GET', `/branch/${created._id}`)).json().response).toEqual({
      _id: created._id,
      branchName: 'Bandung',
      description: 'Main office',
      relatedGroupId: [{ _id: west, groupName: 'Crud West' }],
      totalUser: 0,
      version: 1,
      created: expect.any(String),
      modified: expect.any(String),
    });

    const list = await call('GET', '/branches?search=bandung');
    expect(list.json().response.total).toBe(1);
    expect(list.json().response.data[0]).toMatchObject({
      _id: created._id,
      relatedGroups: [{ _id: west, groupName: 'Crud West' }],
    });

    const updated = await call('PUT', `/branch/${created._id}`, {
      branchName: 'Bandung Raya',
      description: 'Main office',
      relatedGroupId: [east, west],
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().response).toMatchObject({
      branchName: 'Bandung Raya',
      version: 2,
      relatedGroupId: [
        { _id: east, groupName: 'Crud East' },
        { _id: west, groupName: 'Crud West' },
      ],
    });

    expect((await call('DELETE', `/branch/${created._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/branch/${created._id}`)).statusCode).toBe(404);
    expect(
      await session.context.db
        .select()
        .from(branchGroups)
        .where(eq(branchGroups.branchId, created._id)),
    ).toEqual([]);

    const audit = await auditOf(created._id);
    expect(audit.map((row) => row.action).sort()).toEqual(['created', 'deleted', 'updated']);
    expect(audit.find((row) => row.action === 'created')?.after).toEqual({
      branchName: 'Bandung',
      description: 'Main office',
      groups: ['Crud West'],
    });
    const update = audit.find((row) => row.action === 'updated');
    expect(update?.before).toEqual({ branchName: 'Bandung', groups: ['Crud West'] });
    expect(update?.after).toEqual({
      branchName: 'Bandung Raya',
      groups: ['Crud East', 'Crud West'],
    });
    expect(audit.find((row) => row.action === 'deleted')?.before).toEqual({
      branchName: 'Bandung Raya',
      description: 'Main office',
      groups: ['Crud East', 'Crud West'],
    });
  });

  it('updates without a version and replaces the groups', async () => {
    const first = await createGroup('Replace First');
    const second = await createGroup('Replace Second');
    const branch = await createBranch('Replace Branch', [first]);
    const response = await call('PUT', `/branch/${branch._id}`, {
      branchName: 'Replace Branch',
      relatedGroupId: [second],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().response.relatedGroupId).toEqual([
      { _id: second, groupName: 'Replace Second' },
    ]);
    expect(response.json().response.description).toBeNull();
  });

  it('pages, sorts, searches by branch, description or group name, created descending', async () => {
    const group = await createGroup('Paging Group Sulawesi');
    for (const name of ['Paging A', 'Paging B', 'Paging C']) await createBranch(name, [group]);
    const first = await call('GET', '/branches?search=Paging&limit=2&page=1');
    expect(first.json().response.total).toBe(3);
    expect(namesOf(first)).toEqual(['Paging C', 'Paging B']);
    expect(namesOf(await call('GET', '/branches?search=Paging&limit=2&page=2'))).toEqual([
      'Paging A',
    ]);
    expect(
      namesOf(
        await call('GET', '/branches?search=Paging&sortBy=branchName&sortOrder=asc&unpaged=true'),
      ),
    ).toEqual(['Paging A', 'Paging B', 'Paging C']);

    const byGroupName = await call('GET', '/branches?search=group%20sulawesi');
    expect(byGroupName.json().response.total).toBe(3);
    await createBranch('Described', [group], 'Near the harbour');
    expect(namesOf(await call('GET', '/branches?search=harbour'))).toEqual(['Described']);
  });

  it('filters by one or several groups', async () => {
    const north = await createGroup('Filter North');
    const south = await createGroup('Filter South');
    const other = await createGroup('Filter Other');
    await createBranch('Filter N', [north]);
    await createBranch('Filter S', [south]);
    await createBranch('Filter NS', [north, south]);
    await createBranch('Filter O', [other]);

    const single = await call('GET', `/branches?groupId=${north}&sortBy=branchName&sortOrder=asc`);
    expect(namesOf(single)).toEqual(['Filter N', 'Filter NS']);
    const repeated = await call(
      'GET',
      `/branches?groupId=${north}&groupId=${south}&sortBy=branchName&sortOrder=asc`,
    );
    expect(namesOf(repeated)).toEqual(['Filter N', 'Filter NS', 'Filter S']);
    const bracketed = await call(
      'GET',
      `/branches?groupId[]=${south}&groupId[]=${other}&sortBy=branchName&sortOrder=asc`,
    );
    expect(namesOf(bracketed)).toEqual(['Filter NS', 'Filter O', 'Filter S']);
    expect(bracketed.json().response.total).toBe(3);
    expect((await call('GET', '/branches?groupId=not-an-id')).statusCode).toBe(400);
  });

  it('counts the users working in the branch, each once', async () => {
    const west = await createGroup('Count West');
    const east = await createGroup('Count East');
    const branch = await createBranch('Counted', [west, east]);
    const other = await createBranch('Not Counted', [west]);
    const both = await assignUser(branch._id, west);
    await assignUser(branch._id, east, both);
    await assignUser(branch._id, east);
    await assignUser(other._id, west);
    expect((await call('GET', `/branch/${branch._id}`)).json().response.totalUser).toBe(2);
  });

  it('answers 400 with the spec messages and writes nothing', async () => {
    const group = await createGroup('Validation Group');
    const cases: [unknown, string][] = [
      [{ relatedGroupId: [group] }, BRANCH_MESSAGES.branchNameRequired],
      [{ branchName: '   ', relatedGroupId: [group] }, 'Branch Name must be filled'],
      [
        { branchName: 'x'.repeat(76), relatedGroupId: [group] },
        'Must be 75 characters or less. Now 76 characters',
      ],
      [
        { branchName: 'Invalid', description: 'x'.repeat(256), relatedGroupId: [group] },
        'Must be 255 characters or less. Now 256 characters',
      ],
      [{ branchName: 'Invalid' }, 'Group Name must be selected'],
      [{ branchName: 'Invalid', relatedGroupId: [] }, 'Group Name must be selected'],
      [{ branchName: 'Invalid', relatedGroupId: ['not-an-id'] }, BRANCH_MESSAGES.unknownGroup],
      [
        { branchName: 'Invalid', relatedGroupId: [group, UNKNOWN_ID] },
        BRANCH_MESSAGES.unknownGroup,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/branch', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(
      await session.context.db.select().from(branches).where(eq(branches.name, 'Invalid')),
    ).toEqual([]);
    expect(
      await session.context.db.select().from(branchGroups).where(eq(branchGroups.groupId, group)),
    ).toEqual([]);

    const branch = await createBranch('Validated', [group]);
    const unknown = await call('PUT', `/branch/${branch._id}`, {
      branchName: 'Renamed',
      relatedGroupId: [UNKNOWN_ID],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { path: 'relatedGroupId', message: BRANCH_MESSAGES.unknownGroup },
    ]);
    expect((await call('GET', `/branch/${branch._id}`)).json().response).toMatchObject({
      branchName: 'Validated',
      relatedGroupId: [{ _id: group }],
      version: 1,
    });
  });

  it('refuses to remove a group its users work under, and changes nothing', async () => {
    const kept = await createGroup('Assigned Kept');
    const assigned = await createGroup('Assigned Busy');
    const free = await createGroup('Assigned Free');
    const branch = await createBranch('Assigned Branch', [kept, assigned, free]);
    await assignUser(branch._id, assigned);

    const refused = await call('PUT', `/branch/${branch._id}`, {
      branchName: 'Assigned Renamed',
      relatedGroupId: [kept],
      version: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(groupStillAssignedMessage(['Assigned Busy']));
    const unchanged = (await call('GET', `/branch/${branch._id}`)).json().response;
    expect(unchanged.branchName).toBe('Assigned Branch');
    expect(unchanged.version).toBe(1);
    expect(unchanged.relatedGroupId.map((group: { _id: string }) => group._id).sort()).toEqual(
      [kept, assigned, free].sort(),
    );
    expect((await auditOf(branch._id)).map((row) => row.action)).toEqual(['created']);

    const allowed = await call('PUT', `/branch/${branch._id}`, {
      branchName: 'Assigned Branch',
      relatedGroupId: [kept, assigned],
      version: 1,
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().response.relatedGroupId).toEqual([
      { _id: assigned, groupName: 'Assigned Busy' },
      { _id: kept, groupName: 'Assigned Kept' },
    ]);
  });

  it('answers 409 when deleting a branch users work in, and keeps it', async () => {
    const group = await createGroup('Delete In Use');
    const branch = await createBranch('Staffed', [group]);
    await assignUser(branch._id, group);
    const response = await call('DELETE', `/branch/${branch._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(IN_USE_MESSAGE);
    expect((await call('GET', `/branch/${branch._id}`)).json().response.relatedGroupId).toEqual([
      { _id: group, groupName: 'Delete In Use' },
    ]);
    const audit = await session.context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, branch._id), eq(auditLogs.action, 'deleted')));
    expect(audit).toEqual([]);
  });

  it('exports the filtered list, all pages, as XLSX and CSV', async () => {
    const first = await createGroup('Export G1');
    const second = await createGroup('Export G2');
    await createBranch('Export One', [first], '=HYPERLINK("http://evil")');
    await createBranch('Export Two', [second, first], 'plain');
    const csv = await call('GET', '/branches/export?format=csv&search=Export&limit=1');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="branches-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'No,Branch Name,Description,Group',
      '1,Export Two,plain,"Export G1, Export G2"',
      `2,Export One,"'=HYPERLINK(""http://evil"")",Export G1`,
    ]);

    const xlsx = await call('GET', `/branches/export?search=Export&groupId=${second}`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'No',
      'Branch Name',
      'Description',
      'Group',
    ]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      1,
      'Export Two',
      'plain',
      'Export G1, Export G2',
    ]);
  });
});
