import { asc, eq } from 'drizzle-orm';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Executor } from '../../db/client';
import { anyOf, countedPage, orderBy } from '../../lib/list-query';
import { nameDescriptionRepository } from '../../kit/name-description';
import { branches, branchGroups } from '../branches/branches.table';
import { groups } from './groups.table';
import { groupedBy } from '../../lib/grouped-rows';

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
  return groupedBy(
    rows,
    (row) => row.groupId,
    (row) => ({ id: row.id, name: row.name }),
  );
};

export const listBranchesOfGroup = async (
  executor: Executor,
  groupId: string,
  query: ListQuery,
) => {
  const where = eq(branchGroups.groupId, groupId);
  return countedPage(
    executor,
    executor
      .select({ id: branches.id, name: branches.name, description: branches.description })
      .from(branchGroups)
      .innerJoin(branches, eq(branches.id, branchGroups.branchId))
      .where(where)
      .orderBy(
        ...orderBy(query, { created: branches.createdAt, branchName: branches.name }, branches.id),
      )
      .$dynamic(),
    query,
    branchGroups,
    where,
  );
};
