import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { approvalAuthorities } from '../modules/approval-authorities/approval-authorities.table';
import {
  approvingRoles,
  insertApprovalAuthority,
  ladderTiers,
  replaceTierLinks,
} from '../modules/approval-authorities/approval-authorities.repository';
import { roles } from '../modules/roles/roles.table';

/** The tier an install starts with: one approval by any approver decides every amount. */
export const DEFAULT_TIER_NAME = 'All amounts';

/**
 * When no tier exists, one covering every amount and credit type with one approval by any role
 * holding Approval/Action, so an install decides as it did before tiers (an install whose
 * approver roles change later edits the tier). Nothing is made while no role may approve.
 */
export const seedDefaultTier = async (executor: Executor) => {
  if ((await ladderTiers(executor)).length > 0) return;
  const roleIds = (await approvingRoles(executor)).map((role) => role.id);
  if (roleIds.length === 0) return;
  const tier = await insertApprovalAuthority(executor, {
    name: DEFAULT_TIER_NAME,
    plafondFrom: '0',
    plafondTo: null,
    requiredApprovals: 1,
    createdBy: null,
  });
  await replaceTierLinks(executor, tier.id, { roleIds, creditTypeIds: [] });
};

/** The demo bank's ladder of lending authority (batas wewenang memutus kredit). */
export const DEMO_LADDER = [
  {
    name: 'Wewenang Kepala Cabang',
    plafondFrom: '0',
    plafondTo: '500000000',
    requiredApprovals: 1,
    // The demo's Credit Reviewer decided every amount alone before tiers; he keeps the branch's.
    roles: ['Kepala Cabang', 'Credit Reviewer'],
  },
  {
    name: 'Wewenang Kepala Wilayah',
    plafondFrom: '500000000',
    plafondTo: '5000000000',
    requiredApprovals: 2,
    roles: ['Kepala Cabang', 'Kepala Wilayah'],
  },
  {
    name: 'Komite Kredit',
    plafondFrom: '5000000000',
    plafondTo: null,
    requiredApprovals: 3,
    roles: ['Komite Kredit'],
  },
] as const;

/**
 * Replaces the default tier by the demo ladder, once: a ladder already there (the demo's, or one
 * the bank made) is left alone. Runs after the demo roles exist.
 */
export const seedDemoLadder = async (executor: Executor) => {
  const tiers = await ladderTiers(executor);
  if (tiers.some((tier) => tier.name !== DEFAULT_TIER_NAME)) return;
  await executor.delete(approvalAuthorities);
  const roleNames = [...new Set(DEMO_LADDER.flatMap((tier) => tier.roles))];
  const roleIds = new Map(
    (
      await executor
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(inArray(roles.name, roleNames))
    ).map((role) => [role.name, role.id] as const),
  );
  for (const { roles: tierRoles, ...values } of DEMO_LADDER) {
    const tier = await insertApprovalAuthority(executor, { ...values, createdBy: null });
    await replaceTierLinks(executor, tier.id, {
      roleIds: tierRoles.map((name) => {
        const id = roleIds.get(name);
        if (!id) throw new Error(`the demo ladder names the missing role ${name}`);
        return id;
      }),
      creditTypeIds: [],
    });
  }
};
