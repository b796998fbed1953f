import { asc, count, eq } from 'drizzle-orm';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Executor } from '../../db/client';
import { anyOf, applyPage, orderBy, pageWindow } from '../../lib/list-query';
import { nameDescriptionRepository } from '../../kit/name-description';
import { branches, branchGroups } from '../branches/branches.table';
import { groups } from './groups.table';

export const groupRecords = nameDescriptionRepository(groups, 'groupName');

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
