import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { USER_SORT_KEYS, type UserListQuery } from '@creditdesk/domain/users/users.schemas';
import type { Executor } from '../../db/client';
import { columnValues } from '../../core/column-reads';
import { anyOf, containsPattern, orderBy } from '../../core/list-query';
import type { SortColumns } from '../../core/list-query';
import { branchGroups, branches, groupAndBranchColumns } from '../branches/branches.table';
import { groups } from '../groups/groups.table';
import { roles } from '../roles/roles.table';
import { userAreas, userPhotos, users } from './users.table';
import {
  deleteRecord,
  filteredCountedPage,
  findRecord,
  insertOne,
  lockRecord,
  ownedRows,
  updateVersioned,
} from '../../kit/record-repository';
import { groupedByOwner } from '../../core/grouped-rows';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (executor: Executor, email: string) => {
  const [row] = await executor
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
};

export const updateUser = async (
  executor: Executor,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
) => {
  await executor.update(users).set(changes).where(eq(users.id, id));
};

export const countUsers = async (executor: Executor) => {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
};

export const insertUser = (executor: Executor, values: typeof users.$inferInsert) =>
  insertOne(executor, users, values);

const creators = alias(users, 'creators');

/** A user with the names the answers show: role and creator. */
const userWithNames = {
  user: users,
  role: { id: roles.id, name: roles.name },
  creator: { id: creators.id, name: creators.name },
};

/** Users with an area row (joined to its branch) that meets `condition`. */
const areaMatches = (condition: SQL) =>
  sql`exists (select 1 from ${userAreas} inner join ${branches} on ${branches.id} = ${userAreas.branchId} where ${userAreas.userId} = ${users.id} and ${condition})`;

const listConditions = (query: UserListQuery) => {
  const activeFilters = [
    query.status === undefined ? undefined : eq(users.isActive, query.status === 'active'),
    query.isActive === undefined ? undefined : eq(users.isActive, query.isActive),
  ];
  return and(
    query.search
      ? or(
          ilike(users.name, containsPattern(query.search)),
          ilike(users.email, containsPattern(query.search)),
          areaMatches(ilike(branches.name, containsPattern(query.search))),
        )
      : undefined,
    query.roleId ? inArray(users.roleId, query.roleId) : undefined,
    query.groupId ? areaMatches(inArray(userAreas.groupId, query.groupId)) : undefined,
    query.branchId ? areaMatches(inArray(userAreas.branchId, query.branchId)) : undefined,
    ...activeFilters,
  );
};

const sortable = {
  created: users.createdAt,
  modified: users.updatedAt,
  name: users.name,
  username: users.name,
  email: users.email,
  role: roles.name,
  status: users.isActive,
  isActive: users.isActive,
} satisfies SortColumns<typeof USER_SORT_KEYS>;

export const listUsers = async (executor: Executor, query: UserListQuery) => {
  const where = listConditions(query);
  return filteredCountedPage(
    executor,
    executor
      .select(userWithNames)
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(creators, eq(creators.id, users.createdBy))
      .$dynamic(),
    query,
    { counted: users, where, order: orderBy(query, sortable, users.id) },
  );
};
export type UserListRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

export const findUserWithNames = async (executor: Executor, id: string) => {
  const [row] = await executor
    .select(userWithNames)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(creators, eq(creators.id, users.createdBy))
    .where(eq(users.id, id));
  return row;
};

/** Locks the row so concurrent changes to one user run one after the other. */
export const findUserForUpdate = (executor: Executor, id: string) =>
  lockRecord(executor, users, id);

export interface UserAreaGroup {
  id: string;
  name: string;
  branches: { id: string; name: string }[];
}

/** The area of each user: their groups, each with the branches chosen under it, by name. */
export const areasOfUsers = async (executor: Executor, userIds: string[]) => {
  const byUser = new Map<string, UserAreaGroup[]>();
  if (userIds.length === 0) return byUser;
  const rows = await executor
    .select({
      userId: userAreas.userId,
      ...groupAndBranchColumns,
    })
    .from(userAreas)
    .innerJoin(groups, eq(groups.id, userAreas.groupId))
    .innerJoin(branches, eq(branches.id, userAreas.branchId))
    .where(anyOf(userAreas.userId, userIds))
    .orderBy(asc(groups.name), asc(groups.id), asc(branches.name), asc(branches.id));
  for (const row of rows) {
    const area = byUser.get(row.userId) ?? [];
    let group = area.find((candidate) => candidate.id === row.groupId);
    if (!group) {
      group = { id: row.groupId, name: row.groupName, branches: [] };
      area.push(group);
    }
    group.branches.push({ id: row.branchId, name: row.branchName });
    byUser.set(row.userId, area);
  }
  return byUser;
};

/** The branches of a user's area, each once: what a user of an 'area' role sees. */
export const areaBranchIds = (executor: Executor, userId: string) =>
  columnValues(executor, userAreas.branchId, eq(userAreas.userId, userId), { distinct: true });

/** Photo ids of each user, oldest first (the last is the current photo). */
export const photosOfUsers = (executor: Executor, userIds: string[]) =>
  groupedByOwner(
    userIds,
    () =>
      executor
        .select({ id: userPhotos.id, userId: userPhotos.userId })
        .from(userPhotos)
        .where(anyOf(userPhotos.userId, userIds))
        .orderBy(asc(userPhotos.createdAt), asc(userPhotos.id)),
    (row) => row.userId,
    (row) => row.id,
  );

export const findRole = async (executor: Executor, id: string) => {
  const [row] = await executor
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.id, id));
  return row;
};

/** Groups and branches named in an area, with which branch belongs to which group. */
export const findAreaReferences = async (
  executor: Executor,
  groupIds: string[],
  branchIds: string[],
) => {
  const [foundGroups, foundBranches, memberships] = await Promise.all([
    groupIds.length
      ? executor
          .select({ id: groups.id, name: groups.name })
          .from(groups)
          .where(anyOf(groups.id, groupIds))
      : [],
    branchIds.length
      ? executor
          .select({ id: branches.id, name: branches.name })
          .from(branches)
          .where(anyOf(branches.id, branchIds))
      : [],
    branchIds.length
      ? executor
          .select({ groupId: branchGroups.groupId, branchId: branchGroups.branchId })
          .from(branchGroups)
          .where(anyOf(branchGroups.branchId, branchIds))
      : [],
  ]);
  return { groups: foundGroups, branches: foundBranches, memberships };
};

/** Replaces every area of a user with `area` (each a group and a branch of it). */
export const replaceUserAreas = ownedRows(userAreas, 'userId').replace;

/** Updates only when `expectedVersion` (if given) still matches; undefined means no row changed. */
export const updateUserRecord = async (
  executor: Executor,
  id: string,
  values: Pick<typeof users.$inferInsert, 'name' | 'email' | 'isActive' | 'roleId' | 'phoneNumber'>,
  expectedVersion: number | undefined,
) => updateVersioned(executor, users, id, values, expectedVersion);

export const deleteUser = (executor: Executor, id: string) => deleteRecord(executor, users, id);

export const insertUserPhoto = (executor: Executor, values: typeof userPhotos.$inferInsert) =>
  insertOne(executor, userPhotos, values);

export const findUserPhoto = (executor: Executor, id: string) =>
  findRecord(executor, userPhotos, id);

export const photoKeysOfUser = (executor: Executor, userId: string) =>
  columnValues(executor, userPhotos.storageKey, eq(userPhotos.userId, userId));
