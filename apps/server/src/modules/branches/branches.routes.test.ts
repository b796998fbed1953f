import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csvLines, firstSheet, headerLine } from '../../testing/exports';
import { auditOf } from '../../testing/inspect';
import { answeredRecord, onlyListedRow } from '../../testing/http';
import { assignUser, call, context, createBranch, groupNamed, namesOf } from './branches.fixture';
import { branchGroups } from './branches.table';

describe('branches', () => {
  it('creates, reads, lists, updates and deletes a branch, auditing each change', async () => {
    const west = await groupNamed('Crud West');
    const east = await groupNamed('Crud East');
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

    expect(onlyListedRow(await call('GET', '/branches?search=bandung'))).toMatchObject({
      _id: created._id,
      relatedGroups: [{ _id: west, groupName: 'Crud West' }],
    });

    const updated = answeredRecord(
      await call('PUT', `/branch/${created._id}`, {
        branchName: 'Bandung Raya',
        description: 'Main office',
        relatedGroupId: [east, west],
        version: 1,
      }),
    );
    expect(updated).toMatchObject({
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
      await context.db.select().from(branchGroups).where(eq(branchGroups.branchId, created._id)),
    ).toEqual([]);

    const audit = await auditOf(context.db, created._id);
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
    const first = await groupNamed('Replace First');
    const second = await groupNamed('Replace Second');
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
    const group = await groupNamed('Paging Group Sulawesi');
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
    const north = await groupNamed('Filter North');
    const south = await groupNamed('Filter South');
    const other = await groupNamed('Filter Other');
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
    const west = await groupNamed('Count West');
    const east = await groupNamed('Count East');
    const branch = await createBranch('Counted', [west, east]);
    const other = await createBranch('Not Counted', [west]);
    const both = await assignUser(branch._id, west);
    await assignUser(branch._id, east, both);
    await assignUser(branch._id, east);
    await assignUser(other._id, west);
    expect((await call('GET', `/branch/${branch._id}`)).json().response.totalUser).toBe(2);
  });

  it('exports the filtered list, all pages, as XLSX and CSV', async () => {
    const first = await groupNamed('Export G1');
    const second = await groupNamed('Export G2');
    await createBranch('Export One', [first], '=HYPERLINK("http://evil")');
    await createBranch('Export Two', [second, first], 'plain');
    const csv = await call('GET', '/branches/export?format=csv&search=Export&limit=1');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="branches-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csvLines(csv.body)).toEqual([
      'No,Branch Name,Description,Group',
      '1,Export Two,plain,"Export G1, Export G2"',
      `2,Export One,"'=HYPERLINK(""http://evil"")",Export G1`,
    ]);

    const xlsx = await call('GET', `/branches/export?search=Export&groupId=${second}`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = await firstSheet(xlsx);
    expect(headerLine(sheet)).toBe('No,Branch Name,Description,Group');
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
