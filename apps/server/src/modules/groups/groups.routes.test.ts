import { describe, expect, it } from 'vitest';
import { branchGroups, branches } from '../branches/branches.table';
import { adminTestFile } from '../../testing/admin-test-file';
import { expectRefusedInUse } from '../../testing/inspect';

const { session, call } = adminTestFile('/api/v1/master-data');

const createGroup = async (groupName: string, description?: string) => {
  const response = await call('POST', '/group', { groupName, description });
  expect(response.statusCode).toBe(201);
  return response.json().response as { _id: string; version: number };
};

const addBranch = async (groupId: string, name: string) => {
  const [branch] = await session.context.db.insert(branches).values({ name }).returning();
  await session.context.db.insert(branchGroups).values({ branchId: branch!.id, groupId });
  return branch!;
};

describe('groups', () => {
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

  it('answers 409 for a duplicate name, case aside', async () => {
    await createGroup('Sumatera');
    const duplicate = await call('POST', '/group', { groupName: 'SUMATERA' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Group Name already exists.');
  });

  it('answers 409 when deleting a group that has branches, and keeps it', async () => {
    const group = await createGroup('In Use');
    await addBranch(group._id, 'Medan');
    const response = await call('DELETE', `/group/${group._id}`);
    await expectRefusedInUse(session.context.db, response, group._id);
    expect((await call('GET', `/group/${group._id}`)).statusCode).toBe(200);
  });
});
