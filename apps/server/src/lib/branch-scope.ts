import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The branches whose debiturs and credit applications a user sees: every branch (a role with data
 * scope 'all') or those of the user's own area. Records outside it do not exist for him.
 */
export type BranchScope = { all: true } | { all: false; userId: string; branchIds: string[] };

export const EVERY_BRANCH: BranchScope = { all: true };

export const inBranchScope = (scope: BranchScope, branchId: string) =>
  scope.all || scope.branchIds.includes(branchId);

/**
 * The WHERE condition that keeps a query to the scope, so pages and totals stay exact; undefined
 * for every branch. With `creator`, a record without a branch (a Draft not yet tied to a debitur)
 * is seen by the user who created it.
 */
export const branchScopeCondition = (
  scope: BranchScope,
  branch: AnyPgColumn,
  creator?: AnyPgColumn,
): SQL | undefined => {
  if (scope.all) return undefined;
  // One array parameter, so the planner knows how many branches there are (see the list query).
  const inArea = sql`${branch} = any(${sql.param(scope.branchIds)}::uuid[])`;
  return creator ? or(inArea, and(isNull(branch), eq(creator, scope.userId))) : inArea;
};

/**
 * The same condition with placeholders, for a statement prepared once per database: one shape
 * for every scope, filled in by `scopeParameters`.
 */
export const preparedScopeCondition = (branch: AnyPgColumn, creator: AnyPgColumn): SQL =>
  sql`(${sql.placeholder('scopeAll')}::boolean
    or ${branch} = any(${sql.placeholder('scopeBranchIds')}::uuid[])
    or (${branch} is null and ${creator} = ${sql.placeholder('scopeUserId')}::uuid))`;

export const scopeParameters = (scope: BranchScope) =>
  scope.all
    ? { scopeAll: true, scopeBranchIds: [], scopeUserId: null }
    : { scopeAll: false, scopeBranchIds: scope.branchIds, scopeUserId: scope.userId };
