import { foreignKey, pgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { LinkSide } from '../../core/linked-records';
import { nameDescriptionColumns, requiredReference } from '../../db/columns';
import { linkKeys } from '../../db/link-keys';
import { groups } from '../groups/groups.table';

export const branches = pgTable('branches', nameDescriptionColumns());

/** The groups a branch belongs to; a group with branches cannot be deleted (restrict). */
export const branchGroups = pgTable(
  'branch_groups',
  {
    branchId: requiredReference('branch_id', () => branches.id, 'cascade'),
    groupId: requiredReference('group_id', () => groups.id, 'restrict'),
  },
  // The primary key serves lookups by branch; a group's branches (and its delete) need the index.
  (table) => linkKeys(table.branchId, table.groupId, 'branch_groups_group_idx'),
);

/** The two ways branch_groups is read: from a branch to its groups, from a group to its branches. */
export const branchGroupSides = {
  groupsOfBranch: {
    links: branchGroups,
    ownerId: branchGroups.branchId,
    linkedId: branchGroups.groupId,
    linked: groups,
  },
  branchesOfGroup: {
    links: branchGroups,
    ownerId: branchGroups.groupId,
    linkedId: branchGroups.branchId,
    linked: branches,
  },
} satisfies Record<string, LinkSide>;

/** A row's branch and group, which must be a link above; the link stays while the row uses it. */
export const branchOfGroup = (name: string, branchId: PgColumn, groupId: PgColumn) =>
  foreignKey({
    name,
    columns: [branchId, groupId],
    foreignColumns: [branchGroups.branchId, branchGroups.groupId],
  }).onDelete('restrict');

/** The id and name of a row's group and branch, as selects that join both answer them. */
export const groupAndBranchColumns = {
  groupId: groups.id,
  groupName: groups.name,
  branchId: branches.id,
  branchName: branches.name,
};
