import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branchScopeCondition, type BranchScope } from '../../lib/branch-scope';
import { groups } from '../groups/groups.table';
import { branchGroups, branches } from './branches.table';

export interface GroupBranchOption {
  _id: string;
  groupName: string;
  branches: { _id: string; branchName: string }[];
}

// Names sort case-insensitively, the id breaking ties, so both engines give the same order.
const byName = (column: AnyColumn) => asc(sql`lower(${column})`);

/**
 * The Related Group and Related Branch choices of the debitur and credit application forms: every
 * group with its branches, each sorted by name, in one query. A scoped user gets only the branches
 * of his area and the groups they belong to; every branch otherwise, groups without any included.
 */
export const listGroupBranchOptions = async (
  executor: Executor,
  scope: BranchScope,
): Promise<GroupBranchOption[]> => {
  const rows = await executor
    .select({
      groupId: groups.id,
      groupName: groups.name,
      branchId: branches.id,
      branchName: branches.name,
    })
    .from(groups)
    .leftJoin(branchGroups, eq(branchGroups.groupId, groups.id))
    .leftJoin(branches, eq(branches.id, branchGroups.branchId))
    .where(branchScopeCondition(scope, branches.id))
    .orderBy(byName(groups.name), asc(groups.id), byName(branches.name), asc(branches.id));
  const byId = new Map<string, GroupBranchOption>();
  for (const row of rows) {
    const group = byId.get(row.groupId) ?? {
      _id: row.groupId,
      groupName: row.groupName,
      branches: [],
    };
    byId.set(row.groupId, group);
    if (row.branchId && row.branchName !== null)
      group.branches.push({ _id: row.branchId, branchName: row.branchName });
  }
  return [...byId.values()];
};
