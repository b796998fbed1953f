import { eq } from 'drizzle-orm';
import { GROUP_BRANCH_SORT_KEYS } from '@creditdesk/domain/groups/groups.schemas';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Executor } from '../../db/client';
import { linkedByName } from '../../core/linked-records';
import { orderBy, type SortColumns } from '../../core/list-query';
import { nameDescriptionRepository } from '../../kit/name-description';
import { filteredCountedPage } from '../../kit/record-repository';
import { branches, branchGroupSides, branchGroups } from '../branches/branches.table';
import { groups } from './groups.table';

export const groupRecords = nameDescriptionRepository(groups, 'groupName');

/** The branches of each group, by branch name, for list and detail answers. */
export const branchesOfGroups = (executor: Executor, groupIds: string[]) =>
  linkedByName(executor, branchGroupSides.branchesOfGroup, groupIds);

const branchSortable = {
  created: branches.createdAt,
  branchName: branches.name,
} satisfies SortColumns<typeof GROUP_BRANCH_SORT_KEYS>;

export const listBranchesOfGroup = async (
  executor: Executor,
  groupId: string,
  query: ListQuery,
) => {
  const where = eq(branchGroups.groupId, groupId);
  return filteredCountedPage(
    executor,
    executor
      .select({ id: branches.id, name: branches.name, description: branches.description })
      .from(branchGroups)
      .innerJoin(branches, eq(branches.id, branchGroups.branchId))
      .$dynamic(),
    query,
    { counted: branchGroups, where, order: orderBy(query, branchSortable, branches.id) },
  );
};
