import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { branches, branchGroups } from '../modules/branches/branches.table';
import { groups } from '../modules/groups/groups.table';
import { groupedBy } from './grouped-rows';
import { anyOf } from './list-query';

/** A branch or a group as the other side of its links shows it. */
export interface LinkedRecord {
  id: string;
  name: string;
}

/** The two ways branch_groups is read: from a branch to its groups, from a group to its branches. */
const linkSides = {
  groupsOfBranch: {
    ownerId: branchGroups.branchId,
    linkedId: branchGroups.groupId,
    linked: groups,
  },
  branchesOfGroup: {
    ownerId: branchGroups.groupId,
    linkedId: branchGroups.branchId,
    linked: branches,
  },
};

/**
 * The other side of each owner's links, by name, for list and detail answers: the groups of each
 * branch, or the branches of each group.
 */
export const linkedByName = async (
  executor: Executor,
  side: keyof typeof linkSides,
  ownerIds: string[],
) => {
  if (ownerIds.length === 0) return new Map<string, LinkedRecord[]>();
  const { ownerId, linkedId, linked } = linkSides[side];
  const rows = await executor
    .select({ ownerId, id: linked.id, name: linked.name })
    .from(branchGroups)
    .innerJoin(linked, eq(linked.id, linkedId))
    .where(anyOf(ownerId, ownerIds))
    .orderBy(asc(linked.name));
  return groupedBy(
    rows,
    (row) => row.ownerId,
    (row): LinkedRecord => ({ id: row.id, name: row.name }),
  );
};
