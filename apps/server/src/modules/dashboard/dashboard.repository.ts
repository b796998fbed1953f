import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branchScopeCondition, type BranchScope } from '../../core/branch-scope';
import { accessSubMenus } from '../access/access.table';
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

/** The (sub menu, access type) pairs a role holds, to leave out what it may not read. */
export const grantsOfRole = (executor: Executor, roleId: string) =>
  executor
    .select({ subMenu: accessSubMenus.name, access: roleAccess.accessType })
    .from(roleAccess)
    .innerJoin(accessSubMenus, eq(accessSubMenus.id, roleAccess.subMenuId))
    .where(eq(roleAccess.roleId, roleId));
