import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branchScopeCondition, type BranchScope } from '../../core/branch-scope';
import { accessSubMenus } from '../access/access.table';
import { approvalAuthorities } from '../approval-authorities/approval-authorities.table';
import {
  creditApplicationCounts,
  creditApplications,
} from '../credit-applications/credit-applications.table';
import { debiturs } from '../debiturs/debiturs.table';
import { roleAccess } from '../roles/roles.table';

const inScope = (scope: BranchScope) =>
  branchScopeCondition(scope, creditApplications.branchId, creditApplications.createdBy);

const counted = sql<number>`coalesce(sum(${creditApplicationCounts.applications}), 0)`.mapWith(
  Number,
);

/**
 * Live applications per status in the scope, summed from the counters the database keeps (a
 * count of the rows would read a million index entries).
 */
export const countApplicationsByStatus = (executor: Executor, scope: BranchScope) =>
  executor
    .select({ status: creditApplicationCounts.status, count: counted })
    .from(creditApplicationCounts)
    .where(
      and(
        eq(creditApplicationCounts.isArchive, false),
        branchScopeCondition(
          scope,
          creditApplicationCounts.branchId,
          creditApplicationCounts.draftOwner,
        ),
      ),
    )
    .groupBy(creditApplicationCounts.status);

/** The approval queue's size and the application waiting longest, from the queue index. */
export const approvalQueueSummary = async (
  executor: Executor,
  scope: BranchScope,
  status: string,
) => {
  const where = and(
    eq(creditApplications.status, status),
    eq(creditApplications.isArchive, false),
    inScope(scope),
  );
  const [size] = await executor
    .select({ size: counted })
    .from(creditApplicationCounts)
    .where(
      and(
        eq(creditApplicationCounts.status, status),
        eq(creditApplicationCounts.isArchive, false),
        branchScopeCondition(
          scope,
          creditApplicationCounts.branchId,
          creditApplicationCounts.draftOwner,
        ),
      ),
    );
  const [oldest] = await executor
    .select({
      id: creditApplications.id,
      creditAppNo: creditApplications.creditAppNo,
      debiturName: sql<string | null>`coalesce(${debiturs.fullName}, ${debiturs.companyName})`,
      waitingSince: creditApplications.statusChangedAt,
    })
    .from(creditApplications)
    .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId))
    .where(where)
    .orderBy(asc(creditApplications.statusChangedAt), asc(creditApplications.id))
    .limit(1);
  return { size: size?.size ?? 0, oldest };
};

/**
 * The applications waiting in the queue per the tier frozen on them at Submit, in the ladder's
 * order (a deleted tier, whose name stays frozen, after the ladder); a null name holds those
 * submitted before tiers existed, first. Read from `credit_applications_queue_decider_idx`, the
 * partial index of the waiting applications that holds each one's tier.
 */
export const queueByTier = (executor: Executor, scope: BranchScope, status: string) =>
  executor
    .select({ tier: creditApplications.approvalTierName, count: count() })
    .from(creditApplications)
    .leftJoin(approvalAuthorities, eq(approvalAuthorities.id, creditApplications.approvalTierId))
    .where(
      and(
        eq(creditApplications.status, status),
        eq(creditApplications.isArchive, false),
        inScope(scope),
      ),
    )
    .groupBy(creditApplications.approvalTierName)
    .orderBy(
      sql`${creditApplications.approvalTierName} is null desc`,
      sql`min(${approvalAuthorities.plafondFrom}) asc nulls last`,
      asc(creditApplications.approvalTierName),
    );

/**
 * The median time to decision, in seconds, over the applications decided since `since`: from its
 * last Submit to its decision, the moment its status last changed. The queue index holds both
 * times and the scope's columns, so the month's decisions are read from it alone; an application
 * revised after its decision (Open again) no longer counts.
 */
export const medianDecisionTime = async (
  executor: Executor,
  scope: BranchScope,
  options: { decided: readonly string[]; since: Date },
) => {
  const { statusChangedAt: decision, submittedAt: submitted } = creditApplications;
  const [row] = await executor
    .select({
      seconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${decision} - ${submitted}))`.mapWith(
        (value) => (value === null ? null : Math.round(Number(value))),
      ),
      decisions: sql<number>`count(${submitted})`.mapWith(Number),
    })
    .from(creditApplications)
    .where(
      and(
        inArray(creditApplications.status, [...options.decided]),
        gte(decision, options.since),
        inScope(scope),
      ),
    );
  return { seconds: row?.seconds ?? null, decisions: row?.decisions ?? 0 };
};

/** The (sub menu, access type) pairs a role holds, to leave out what it may not read. */
export const grantsOfRole = (executor: Executor, roleId: string) =>
  executor
    .select({ subMenu: accessSubMenus.name, access: roleAccess.accessType })
    .from(roleAccess)
    .innerJoin(accessSubMenus, eq(accessSubMenus.id, roleAccess.subMenuId))
    .where(eq(roleAccess.roleId, roleId));
