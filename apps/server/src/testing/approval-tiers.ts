import type { Executor } from '../db/client';
import {
  approvalAuthorities,
  approvalAuthorityCreditTypes,
  approvalAuthorityRoles,
} from '../modules/approval-authorities/approval-authorities.table';

export interface TierFixture {
  name: string;
  plafondFrom: string;
  plafondTo: string | null;
  requiredApprovals: number;
  roleIds?: string[];
  creditTypeIds?: string[];
}

/** A tier written straight into the tables (the authority's own routes are another module's). */
export const insertApprovalTier = async (executor: Executor, tier: TierFixture) => {
  const [row] = await executor
    .insert(approvalAuthorities)
    .values({
      name: tier.name,
      plafondFrom: tier.plafondFrom,
      plafondTo: tier.plafondTo,
      requiredApprovals: tier.requiredApprovals,
    })
    .returning();
  if (!row) throw new Error('the tier was not inserted');
  for (const roleId of tier.roleIds ?? [])
    await executor.insert(approvalAuthorityRoles).values({ authorityId: row.id, roleId });
  for (const creditTypeId of tier.creditTypeIds ?? [])
    await executor
      .insert(approvalAuthorityCreditTypes)
      .values({ authorityId: row.id, creditTypeId });
  return row;
};

/**
 * The template's tier, as an install's seed has it: every amount, one approval by any holder of
 * Approval/Action, so that tests of the single decision work as before tiers.
 */
export const EVERY_AMOUNT_TIER: TierFixture = {
  name: 'Every amount',
  plafondFrom: '0',
  plafondTo: null,
  requiredApprovals: 1,
};

/** A file's own ladder replaces the template's tier: it removes every tier first. */
export const replaceApprovalTiers = async (executor: Executor, tiers: TierFixture[]) => {
  await executor.delete(approvalAuthorities);
  const rows = [];
  for (const tier of tiers) rows.push(await insertApprovalTier(executor, tier));
  return rows;
};
