import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Executor } from '../../db/client';
import { anyOf, applyPage, containsPattern, orderBy, pageWindow } from '../../lib/list-query';
import { branches, branchGroups } from '../branches/branches.table';
import { groups } from './groups.table';

export type GroupRow = typeof groups.$inferSelect;

const searchCondition = (search: string | undefined) =>
  search
    ? or(
        ilike(groups.name, containsPattern(search)),
        ilike(groups.description, containsPattern(search)),
      )
    : undefined;

const sortable = {
  created: groups.createdAt,
  groupName: groups.name,
  description: groups.description,
  modified: groups.updatedAt,
};

export const listGroups = async (executor: Executor, query: ListQuery) => {
  const where = searchCondition(query.search);
  const rows = await applyPage(
    executor
      .select()
      .from(groups)
      .where(where)
      .orderBy(...orderBy(query, sortable, groups.id))
      .$dynamic(),
    pageWindow(query),
  );
  const [total] = await executor.select({ value: count() }).from(groups).where(where);
  return { rows, total: total?.value ?? 0 };
};

/** The branches of each group, for list and detail answers. */
export const branchesOfGroups = async (executor: Executor, groupIds: string[]) => {
  if (groupIds.length === 0) return new Map<string, { id: string; name: string }[]>();
  const rows = await executor
    .select({ groupId: branchGroups.groupId, id: branches.id, name: branches.name })
    .from(branchGroups)
    .innerJoin(branches, eq(branches.id, branchGroups.branchId))
    .where(anyOf(branchGroups.groupId, groupIds))
    .orderBy(asc(branches.name));
  const byGroup = new Map<string, { id: string; name: string }[]>();
  for (const row of rows)
    byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), { id: row.id, name: row.name }]);
  return byGroup;
};

export const findGroup = async (executor: Executor, id: string) => {
  const [row] = await executor.select().from(groups).where(eq(groups.id, id));
  return row;
};

export const listBranchesOfGroup = async (
  executor: Executor,
  groupId: string,
  query: ListQuery,
) => {
  const where = eq(branchGroups.groupId, groupId);
  const rows = await applyPage(
    executor
      .select({ id: branches.id, name: branches.name, description: branches.description })
      .from(branchGroups)
      .innerJoin(branches, eq(branches.id, branchGroups.branchId))
      .where(where)
      .orderBy(
        ...orderBy(query, { created: branches.createdAt, branchName: branches.name }, branches.id),
      )
      .$dynamic(),
    pageWindow(query),
  );
  const [total] = await executor.select({ value: count() }).from(branchGroups).where(where);
  return { rows, total: total?.value ?? 0 };
};

export const insertGroup = async (executor: Executor, values: typeof groups.$inferInsert) => {
  const [row] = await executor.insert(groups).values(values).returning();
  if (!row) throw new Error('insert into groups returned no row');
  return row;
};

/** Updates only when `expectedVersion` (if given) still matches; undefined means no row changed. */
export const updateGroup = async (
  executor: Executor,
  id: string,
  values: { name: string; description: string | null },
  expectedVersion: number | undefined,
) => {
  const [row] = await executor
    .update(groups)
    .set({ ...values, version: sql`${groups.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(groups.id, id),
        expectedVersion === undefined ? undefined : eq(groups.version, expectedVersion),
      ),
    )
    .returning();
  return row;
};

export const deleteGroup = async (executor: Executor, id: string) => {
  const [row] = await executor.delete(groups).where(eq(groups.id, id)).returning();
  return row;
};
