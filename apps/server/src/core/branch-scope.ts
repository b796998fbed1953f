import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
 * The rule, written once over its inputs as SQL values: a branch of the area, or (with `creator`)
 * no branch yet (a Draft not yet tied to a debitur) and created by the user. Every branch, the
 * rule's third input, is left to each rendering.
 */
const areaRule = (
  inputs: { branchIds: SQLWrapper; userId: SQLWrapper },
  branch: AnyPgColumn,
  creator?: AnyPgColumn,
): SQL => {
  // One array parameter, so the planner knows how many branches there are (see the list query).
  const inArea = sql`${branch} = any(${inputs.branchIds}::uuid[])`;
  return creator
    ? sql`(${inArea} or (${branch} is null and ${creator} = ${inputs.userId}::uuid))`
    : inArea;
};

/**
 * The rule with the scope's values, which keeps a query to the scope so pages and totals stay
 * exact; undefined for every branch.
 */
export const branchScopeCondition = (
  scope: BranchScope,
  branch: AnyPgColumn,
  creator?: AnyPgColumn,
): SQL | undefined =>
  scope.all
    ? undefined
    : areaRule(
        { branchIds: sql.param(scope.branchIds), userId: sql.param(scope.userId) },
        branch,
        creator,
      );

/**
 * The rule with placeholders, for a statement prepared once per database: one shape for every
 * scope, filled in by `scopeParameters`.
 */
export const preparedScopeCondition = (branch: AnyPgColumn, creator: AnyPgColumn): SQL =>
  sql`(${sql.placeholder('scopeAll')}::boolean or ${areaRule(
    { branchIds: sql.placeholder('scopeBranchIds'), userId: sql.placeholder('scopeUserId') },
    branch,
    creator,
  )})`;

export const scopeParameters = (scope: BranchScope) =>
  scope.all
    ? { scopeAll: true, scopeBranchIds: [], scopeUserId: null }
    : { scopeAll: false, scopeBranchIds: scope.branchIds, scopeUserId: scope.userId };
