import { describe, expect, it } from 'vitest';
import { englishMessage, messageInEnglish } from '../shared/message-codes';
import { APPROVAL_AUTHORITY_MESSAGES as M } from './approval-authorities.messages';
import { approvalAuthorityBodySchema } from './approval-authorities.schemas';
import { deletionRefusal, ladderRefusal, type LadderTier } from './approval-authority-ladder';

const tier = (
  name: string,
  plafondFrom: string,
  plafondTo: string | null,
  creditTypeIds: string[] = [],
): LadderTier => ({ id: name, name, plafondFrom, plafondTo, creditTypeIds });

const ladder = [
  tier('Tier A', '0', '500000000'),
  tier('Tier B', '500000000', '5000000000'),
  tier('Tier C', '5000000000', null),
];

const refusalText = (refusal: { path: string; message: string } | undefined) =>
  refusal && { path: refusal.path, text: messageInEnglish(refusal.message) };

describe('approval authority ladder', () => {
  it('accepts a tier that extends the ladder without a gap', () => {
    const ladderToC = ladder.slice(0, 2);
    expect(ladderRefusal(tier('Top', '5000000000', null), ladderToC)).toBeUndefined();
    expect(ladderRefusal(tier('First', '0', '1000'), [])).toBeUndefined();
  });

  it('names the tier overlapped and its range', () => {
    expect(refusalText(ladderRefusal(tier('New', '1000000000', '2000000000'), ladder))).toEqual({
      path: 'plafondFrom',
      text: "Overlaps 'Tier B' (above Rp 500.000.000 up to Rp 5.000.000.000)",
    });
    expect(refusalText(ladderRefusal(tier('New', '0', '100'), ladder))).toEqual({
      path: 'plafondFrom',
      text: "Overlaps 'Tier A' (up to Rp 500.000.000)",
    });
    expect(refusalText(ladderRefusal(tier('New', '10000000000', null), ladder))?.text).toBe(
      "Overlaps 'Tier C' (above Rp 5.000.000.000)",
    );
    expect(refusalText(ladderRefusal(tier('New', '0', '1'), [tier('All', '0', null)]))?.text).toBe(
      "Overlaps 'All' (every amount)",
    );
  });

  it('refuses an overlap above on Plafond To', () => {
    const lower = [tier('High', '1000', null)];
    expect(ladderRefusal(tier('Low', '0', '1000.01'), lower)?.path).toBe('plafondTo');
    expect(ladderRefusal(tier('Low', '0', '1000'), lower)).toBeUndefined();
  });

  it('names a gap the tier would leave', () => {
    expect(refusalText(ladderRefusal(tier('Top', '6000000000', null), ladder.slice(0, 2)))).toEqual(
      {
        path: 'plafondFrom',
        text: "Leaves a gap between 'Tier B' and 'Top': above Rp 5.000.000.000 up to Rp 6.000.000.000 would have no tier",
      },
    );
    expect(ladderRefusal(tier('Low', '0', '400000000'), ladder.slice(1))?.path).toBe('plafondTo');
  });

  it('checks an edited tier against the others, not its old self', () => {
    const narrowedB = { ...ladder[1]!, plafondTo: '4000000000' };
    expect(refusalText(ladderRefusal(narrowedB, ladder))?.path).toBe('plafondTo');
    expect(ladderRefusal({ ...ladder[1]!, name: 'Renamed' }, ladder)).toBeUndefined();
  });

  it('keeps each credit type a ladder of its own, apart from the every-type one', () => {
    const kpr = tier('KPR up to 1 M', '0', '1000000000', ['kpr']);
    expect(ladderRefusal(kpr, ladder)).toBeUndefined();
    expect(
      refusalText(ladderRefusal(tier('KPR low', '0', '10', ['kmk', 'kpr']), [...ladder, kpr]))
        ?.text,
    ).toBe("Overlaps 'KPR up to 1 M' (up to Rp 1.000.000.000)");
    expect(ladderRefusal(tier('KMK', '0', '10', ['kmk']), [...ladder, kpr])).toBeUndefined();
  });

  it('refuses deleting a middle tier, naming it and the gap; allows an end', () => {
    const refusal = deletionRefusal(ladder[1]!, ladder);
    expect(refusal && messageInEnglish(refusal)).toBe(
      "'Tier B' cannot be deleted: above Rp 500.000.000 up to Rp 5.000.000.000 no tier would decide between 'Tier A' and 'Tier C'",
    );
    expect(deletionRefusal(ladder[0]!, ladder)).toBeUndefined();
    expect(deletionRefusal(ladder[2]!, ladder)).toBeUndefined();
  });
});

describe('approval authority body', () => {
  const valid = {
    name: 'Tier',
    plafondFrom: '0',
    plafondTo: '500000000',
    requiredApprovals: 1,
    roleIds: ['7d1d2a5e-3b7a-4c34-9d3e-111111111111'],
  };
  const issuesOf = (body: Record<string, unknown>) => {
    const parsed = approvalAuthorityBodySchema.safeParse(body);
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes exact amounts, an open top and no credit types', () => {
    const parsed = approvalAuthorityBodySchema.parse({ ...valid, plafondTo: '', plafondFrom: 5 });
    expect(parsed).toMatchObject({ plafondFrom: '5', plafondTo: null, creditTypeIds: [] });
  });

  it.each([
    [{ name: ' ' }, 'name', M.nameRequired],
    [{ plafondFrom: undefined }, 'plafondFrom', M.plafondFromRequired],
    [{ plafondFrom: '-1' }, 'plafondFrom', M.plafondNumber],
    [{ plafondFrom: '1.005' }, 'plafondFrom', M.plafondNumber],
    [{ plafondTo: '1e9' }, 'plafondTo', M.plafondNumber],
    [{ plafondFrom: '500000000', plafondTo: '500000000' }, 'plafondTo', M.plafondToAbove],
    [{ requiredApprovals: 0 }, 'requiredApprovals', M.requiredApprovalsRange],
    [{ requiredApprovals: 6 }, 'requiredApprovals', M.requiredApprovalsRange],
    [{ requiredApprovals: 1.5 }, 'requiredApprovals', M.requiredApprovalsRange],
    [{ roleIds: [] }, 'roleIds', M.rolesRequired],
    [{ roleIds: undefined }, 'roleIds', M.rolesRequired],
  ])('refuses %o on %s', (change, path, message) => {
    expect(issuesOf({ ...valid, ...change })).toContainEqual([path, message]);
    expect(englishMessage(message)).toBeTruthy();
  });
});
