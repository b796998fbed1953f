import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupStillAssignedMessage } from '@creditdesk/domain/branches/branches.schemas';
import { expectConflict, fieldCodesOf } from '../../testing/http';
import { auditOf, expectRefusedInUse } from '../../testing/inspect';
import { UNKNOWN_ID } from '../../testing/master-data';
import { assignUser, call, context, createBranch, groupNamed } from './branches.fixture';
import { branchGroups, branches } from './branches.table';

describe('branches: refusals', () => {
  it('answers 400 with the spec messages and writes nothing', async () => {
    const group = await groupNamed('Validation Group');
    const cases: [unknown, string][] = [
      [{ relatedGroupId: [group] }, 'Branch Name must be filled'],
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
      [
        { branchName: 'Invalid', relatedGroupId: ['not-an-id'] },
        'A selected group no longer exists. Please choose the groups again.',
      ],
      [
        { branchName: 'Invalid', relatedGroupId: [group, UNKNOWN_ID] },
        'A selected group no longer exists. Please choose the groups again.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/branch', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await context.db.select().from(branches).where(eq(branches.name, 'Invalid'))).toEqual(
      [],
    );
    expect(
      await context.db.select().from(branchGroups).where(eq(branchGroups.groupId, group)),
    ).toEqual([]);

    const branch = await createBranch('Validated', [group]);
    const unknown = await call('PUT', `/branch/${branch._id}`, {
      branchName: 'Renamed',
      relatedGroupId: [UNKNOWN_ID],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldCodesOf(unknown)).toEqual([
      { path: 'relatedGroupId', code: 'branches.unknownGroup' },
    ]);
    expect((await call('GET', `/branch/${branch._id}`)).json().response).toMatchObject({
      branchName: 'Validated',
      relatedGroupId: [{ _id: group }],
      version: 1,
    });
  });

  it('refuses to remove a group its users work under, and changes nothing', async () => {
    const kept = await groupNamed('Assigned Kept');
    const assigned = await groupNamed('Assigned Busy');
    const free = await groupNamed('Assigned Free');
    const branch = await createBranch('Assigned Branch', [kept, assigned, free]);
    await assignUser(branch._id, assigned);

    const refused = await call('PUT', `/branch/${branch._id}`, {
      branchName: 'Assigned Renamed',
      relatedGroupId: [kept],
      version: 1,
    });
    expectConflict(
      refused,
      groupStillAssignedMessage(['Assigned Busy']),
      'Users of this branch are assigned to it under Assigned Busy. Change their area before removing the group from the branch.',
    );
    const unchanged = (await call('GET', `/branch/${branch._id}`)).json().response;
    expect(unchanged.branchName).toBe('Assigned Branch');
    expect(unchanged.version).toBe(1);
    expect(unchanged.relatedGroupId.map((group: { _id: string }) => group._id).sort()).toEqual(
      [kept, assigned, free].sort(),
    );
    expect((await auditOf(context.db, branch._id)).map((row) => row.action)).toEqual(['created']);

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
    const group = await groupNamed('Delete In Use');
    const branch = await createBranch('Staffed', [group]);
    await assignUser(branch._id, group);
    await expectRefusedInUse(context.db, await call('DELETE', `/branch/${branch._id}`), branch._id);
    expect((await call('GET', `/branch/${branch._id}`)).json().response.relatedGroupId).toEqual([
      { _id: group, groupName: 'Delete In Use' },
    ]);
  });
});
