import { and, asc, eq, ilike, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import {
  DEBITUR_OPTIONS_LIMIT,
  type DebiturOptionsQuery,
} from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../core/list-query';
import { branchScopeCondition, type BranchScope } from '../../core/branch-scope';
import { branchGroups, branches, groupAndBranchColumns } from '../branches/branches.table';
import { creditTypes } from '../credit-types/credit-types.table';
import { debiturs } from '../debiturs/debiturs.table';
import { facilities } from '../facilities/facilities.table';
import { groups } from '../groups/groups.table';

/**
 * The choices of the forms' selects (groups with branches, credit types, facilities, debiturs),
 * each sorted by name and kept to the user's area where the records have one.
 */

// Names sort case-insensitively, the id breaking ties, so both engines give the same order.
const byName = (column: AnyColumn) => asc(sql`lower(${column})`);

export interface GroupBranchOption {
  _id: string;
  groupName: string;
  branches: { _id: string; branchName: string }[];
}

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
      ...groupAndBranchColumns,
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

export const listCreditTypeOptions = (executor: Executor) =>
  executor
    .select({ id: creditTypes.id, name: creditTypes.name })
    .from(creditTypes)
    .orderBy(byName(creditTypes.name), asc(creditTypes.id));

export const listFacilityOptions = (executor: Executor) =>
  executor
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .orderBy(byName(facilities.name), asc(facilities.id));

const debiturName = sql<string>`coalesce(${debiturs.fullName}, ${debiturs.companyName}, '')`;

/**
 * At most DEBITUR_OPTIONS_LIMIT + 1 debiturs, so the caller can tell that more matched. The
 * search is an ILIKE on each name column, which their trigram indexes answer; archived debiturs
 * are left out unless asked for by id (a chosen one must keep its label). Debiturs outside the
 * user's area are never offered.
 */
export const listDebiturOptions = (
  executor: Executor,
  query: DebiturOptionsQuery,
  scope: BranchScope,
) => {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return executor
    .select({
      id: debiturs.id,
      type: debiturs.type,
      name: debiturName,
      ...groupAndBranchColumns,
    })
    .from(debiturs)
    .innerJoin(groups, eq(groups.id, debiturs.relatedGroupId))
    .innerJoin(branches, eq(branches.id, debiturs.relatedBranchId))
    .where(
      and(
        query.id ? inArray(debiturs.id, query.id) : eq(debiturs.isArchive, false),
        branchScopeCondition(scope, debiturs.relatedBranchId),
        query.type ? eq(debiturs.type, query.type) : undefined,
        pattern
          ? or(ilike(debiturs.fullName, pattern), ilike(debiturs.companyName, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${debiturName})`), asc(debiturs.id))
    .limit(DEBITUR_OPTIONS_LIMIT + 1);
};
