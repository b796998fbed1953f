import { describe, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { APPROVAL_AUTHORITY_MESSAGES as M } from '@creditdesk/domain/approval-authorities/approval-authorities.messages';
import { withParams } from '@creditdesk/domain/shared/message-index';
import { createRole } from '../../testing/factories';
import { fieldCodesOf } from '../../testing/http';
import { countRows } from '../../testing/inspect';
import { createCreditType, UNKNOWN_ID } from '../../testing/master-data';
import { approvalAuthorities, approvalAuthorityRoles } from './approval-authorities.table';
import { approverRole, call, context, createTier, tierBody } from './approval-authorities.fixture';

describe('approval authorities: refusals', () => {
  it('answers 400 with the field and its message, and writes nothing', async () => {
    const role = await approverRole();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', M.nameRequired],
      [{ plafondFrom: '' }, 'plafondFrom', M.plafondFromRequired],
      [{ plafondFrom: '-5' }, 'plafondFrom', M.plafondNumber],
      [{ plafondFrom: '10.123' }, 'plafondFrom', M.plafondNumber],
      [{ plafondFrom: '1'.repeat(30) }, 'plafondFrom', M.plafondNumber],
      [{ plafondFrom: 'abc' }, 'plafondFrom', M.plafondNumber],
      [{ plafondTo: '0' }, 'plafondTo', M.plafondToAbove],
      [{ plafondFrom: '100', plafondTo: '99.99' }, 'plafondTo', M.plafondToAbove],
      [{ requiredApprovals: 0 }, 'requiredApprovals', M.requiredApprovalsRange],
      [{ requiredApprovals: 6 }, 'requiredApprovals', M.requiredApprovalsRange],
      [{ requiredApprovals: 'two' }, 'requiredApprovals', M.requiredApprovalsRange],
      [{ roleIds: [] }, 'roleIds', M.rolesRequired],
      [{ roleIds: ['not-an-id'] }, 'roleIds.0', M.unknownRole],
      [{ roleIds: [role, UNKNOWN_ID] }, 'roleIds', M.unknownRole],
      [{ creditTypeIds: [UNKNOWN_ID] }, 'creditTypeIds', M.unknownCreditType],
    ];
    for (const [change, path, code] of cases) {
      const response = await call('POST', '/approval-authority', tierBody([role], change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(fieldCodesOf(response), JSON.stringify(change)).toContainEqual({ path, code });
    }
    expect(await countRows(context.db, approvalAuthorities)).toBe(0);
    expect(await countRows(context.db, approvalAuthorityRoles)).toBe(0);
  });

  it('refuses a role that does not hold Approval/Action, naming it', async () => {
    const viewer = await createRole(context.db, { [SUB_MENUS.approval]: ['View'] }, 'Viewer Only');
    const response = await call('POST', '/approval-authority', tierBody([viewer.id]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Role 'Viewer Only' does not hold Approval/Action, so it cannot approve",
    );
    expect(fieldCodesOf(response)).toEqual([
      { path: 'roleIds', code: withParams(M.roleCannotApprove, { role: 'Viewer Only' }) },
    ]);
  });

  it('refuses a tier overlapping another of its scope, naming it and its range', async () => {
    const role = await approverRole();
    const type = await createCreditType(context.db, 'Overlap Type');
    const scoped = { creditTypeIds: [type.id] };
    await createTier([role], { name: 'Overlap A', plafondTo: '500000000', ...scoped });
    await createTier([role], {
      name: 'Overlap B',
      plafondFrom: '500000000',
      plafondTo: '5000000000',
      ...scoped,
    });
    const overlapping = await call(
      'POST',
      '/approval-authority',
      tierBody([role], {
        name: 'Overlap New',
        plafondFrom: '1000000000',
        plafondTo: null,
        ...scoped,
      }),
    );
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().details).toEqual([
      {
        path: 'plafondFrom',
        code: M.overlapsBetween,
        params: { name: 'Overlap B', from: 'Rp 500.000.000', to: 'Rp 5.000.000.000' },
        message: "Overlaps 'Overlap B' (above Rp 500.000.000 up to Rp 5.000.000.000)",
      },
    ]);
    // Another scope (every type) is a ladder of its own.
    const everyType = tierBody([role], { name: 'Overlap Every', plafondTo: null });
    expect((await call('POST', '/approval-authority', everyType)).statusCode).toBe(201);
  });

  it('refuses a tier that leaves a gap, and an edit that opens one', async () => {
    const role = await approverRole();
    const type = await createCreditType(context.db, 'Hole Type');
    const scoped = { creditTypeIds: [type.id] };
    const low = await createTier([role], { name: 'Hole A', plafondTo: '500000000', ...scoped });
    const gap = await call(
      'POST',
      '/approval-authority',
      tierBody([role], { name: 'Hole C', plafondFrom: '600000000', plafondTo: null, ...scoped }),
    );
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toBe(
      "Leaves a gap between 'Hole A' and 'Hole C': above Rp 500.000.000 up to Rp 600.000.000 would have no tier",
    );
    expect(fieldCodesOf(gap)[0]?.path).toBe('plafondFrom');

    await createTier([role], {
      name: 'Hole B',
      plafondFrom: '500000000',
      plafondTo: null,
      ...scoped,
    });
    const narrowed = await call(
      'PUT',
      `/approval-authority/${low._id}`,
      tierBody([role], { name: 'Hole A', plafondTo: '400000000', ...scoped }),
    );
    expect(narrowed.statusCode).toBe(400);
    expect(fieldCodesOf(narrowed)[0]?.path).toBe('plafondTo');
    expect((await call('GET', `/approval-authority/${low._id}`)).json().response.plafondTo).toEqual(
      { $numberDecimal: '500000000.00' },
    );
  });

  it('refuses a name another tier has, in any case', async () => {
    const role = await approverRole();
    const type = await createCreditType(context.db, 'Named Type');
    await createTier([role], { name: 'Named Tier', plafondTo: '10', creditTypeIds: [type.id] });
    const other = await createCreditType(context.db, 'Named Other');
    const duplicate = await call(
      'POST',
      '/approval-authority',
      tierBody([role], { name: 'named tier', creditTypeIds: [other.id] }),
    );
    expect(duplicate.statusCode).toBe(400);
    expect(fieldCodesOf(duplicate)).toEqual([
      { path: 'name', code: withParams(M.nameTaken, { name: 'named tier' }) },
    ]);
  });

  it('answers 404 for a tier that does not exist, and keeps a role a tier names', async () => {
    const role = await approverRole();
    const type = await createCreditType(context.db, 'Kept Type');
    await createTier([role], { name: 'Kept Tier', plafondTo: '10', creditTypeIds: [type.id] });
    expect((await call('GET', `/approval-authority/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/approval-authority/${UNKNOWN_ID}`, tierBody([role]))).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/approval-authority/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/role/${role}`)).statusCode).toBe(409);
  });
});
