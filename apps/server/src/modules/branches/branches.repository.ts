import {
  and,
  asc,
  countDistinct,
  eq,
  exists,
  ilike,
  inArray,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import {
  BRANCH_SORT_KEYS,
  type BranchListQuery,
} from '@creditdesk/domain/branches/branches.schemas';
import type { Executor } from '../../db/client';
import { anyOf, containsPattern, orderBy } from '../../core/list-query';
import type { SortColumns } from '../../core/list-query';
import { groups } from '../groups/groups.table';
import { userAreas } from '../users/users.table';
import { branches, branchGroupSides, branchGroups } from './branches.table';
import {
  deleteRecord,
  filteredCountedPage,
  findRecord,
  insertOne,
  lockRecord,
  updateVersioned,
} from '../../kit/record-repository';
import { linkedByName, linkedNameLike } from '../../core/linked-records';

export type BranchRow = typeof branches.$inferSelect;

/** Branch name or description, or the name of one of the branch's groups. */
const searchCondition = (executor: Executor, search: string | undefined) => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(branches.name, pattern),
    ilike(branches.description, pattern),
    linkedNameLike(executor, branchGroupSides.groupsOfBranch, branches.id, pattern),
  );
};

const groupCondition = (executor: Executor, groupIds: string[] | undefined) =>
  groupIds?.length
    ? exists(
        executor
          .select({ one: sql`1` })
          .from(branchGroups)
          .where(
            and(eq(branchGroups.branchId, branches.id), inArray(branchGroups.groupId, groupIds)),
          ),
      )
    : undefined;

const sortable = {
  created: branches.createdAt,
  branchName: branches.name,
  description: branches.description,
  modified: branches.updatedAt,
} satisfies SortColumns<typeof BRANCH_SORT_KEYS>;

export const listBranches = async (executor: Executor, query: BranchListQuery) => {
  const where = and(
    searchCondition(executor, query.search),
    groupCondition(executor, query.groupId),
  );
  return filteredCountedPage(executor, executor.select().from(branches).$dynamic(), query, {
    counted: branches,
    where,
    order: orderBy(query, sortable, branches.id),
  });
};

/** The groups of each branch, by group name. */
export const groupsOfBranches = (executor: Executor, branchIds: string[]) =>
  linkedByName(executor, branchGroupSides.groupsOfBranch, branchIds);

export const findBranch = (executor: Executor, id: string) => findRecord(executor, branches, id);

/** Reads the branch and holds it until the transaction ends, so its groups stay as read. */
export const lockBranch = (executor: Executor, id: string) => lockRecord(executor, branches, id);

/** Users who work in the branch, under any of its groups. */
export const countUsersOfBranch = async (executor: Executor, branchId: string) => {
  const [row] = await executor
    .select({ value: countDistinct(userAreas.userId) })
    .from(userAreas)
    .where(eq(userAreas.branchId, branchId));
  return row?.value ?? 0;
};

/**
 * The groups among `ids` that exist, share-locked so none of them can be deleted before the
 * caller's transaction has linked them.
 */
export const lockExistingGroups = async (executor: Executor, ids: string[]) =>
  executor
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(anyOf(groups.id, ids))
    .for('share');

/** The groups among `groupIds` under which some user works in the branch. */
export const groupsAssignedInBranch = async (
  executor: Executor,
  branchId: string,
  groupIds: string[],
) => {
  if (groupIds.length === 0) return [];
  return executor
    .selectDistinct({ id: groups.id, name: groups.name })
    .from(userAreas)
    .innerJoin(groups, eq(groups.id, userAreas.groupId))
    .where(and(eq(userAreas.branchId, branchId), anyOf(userAreas.groupId, groupIds)))
    .orderBy(asc(groups.name));
};

export const insertBranch = (executor: Executor, values: typeof branches.$inferInsert) =>
  insertOne(executor, branches, values);

/** Makes `groupIds` the branch's groups: drops the others, adds the missing ones. */
export const replaceBranchGroups = async (
  executor: Executor,
  branchId: string,
  groupIds: string[],
) => {
  await executor
    .delete(branchGroups)
    .where(and(eq(branchGroups.branchId, branchId), notInArray(branchGroups.groupId, groupIds)));
  await executor
    .insert(branchGroups)
    .values(groupIds.map((groupId) => ({ branchId, groupId })))
    .onConflictDoNothing();
};

/** Updates only when `expectedVersion` (if given) still matches; undefined means no row changed. */
export const updateBranch = async (
  executor: Executor,
  id: string,
  values: { name: string; description: string | null },
  expectedVersion: number | undefined,
) => updateVersioned(executor, branches, id, values, expectedVersion);

export const deleteBranch = async (executor: Executor, id: string) => {
  await deleteRecord(executor, branches, id);
};
