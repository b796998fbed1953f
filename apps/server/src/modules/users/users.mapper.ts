import type { User, UserBody } from '@creditdesk/domain/users/users.schemas';
import type * as repository from './users.repository';

export interface AreaPair {
  groupId: string;
  branchId: string;
}

export const areaKey = (area: AreaPair[]) =>
  area
    .map((pair) => `${pair.groupId}/${pair.branchId}`)
    .sort()
    .join();

/** The area as (group, branch) pairs, each once, in the order given. */
export const areaPairs = (area: UserBody['area']): AreaPair[] => {
  const seen = new Set<string>();
  const pairs: AreaPair[] = [];
  for (const entry of area) {
    for (const { branchId } of entry.branch) {
      const key = `${entry.groupId}/${branchId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push({ groupId: entry.groupId, branchId });
    }
  }
  return pairs;
};

/** The branches of an area, each once. */
export const branchIdsOf = (area: AreaPair[]) => [...new Set(area.map((pair) => pair.branchId))];

export const pairsOfArea = (area: repository.UserAreaGroup[] = []): AreaPair[] =>
  area.flatMap((group) =>
    group.branches.map((branch) => ({ groupId: group.id, branchId: branch.id })),
  );

export const toUser = (
  { user, role, creator }: repository.UserListRow,
  area: repository.UserAreaGroup[] = [],
  photoIds: string[] = [],
  lockedUntil?: Date,
): User => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  isActive: user.isActive,
  hasPassword: user.passwordHash !== null,
  role: role ? { _id: role.id, name: role.name } : null,
  groups: area.map((group) => ({
    _id: group.id,
    groupName: group.name,
    branches: group.branches.map((branch) => ({ _id: branch.id, branchName: branch.name })),
  })),
  userPhoto: photoIds.map((id) => ({ _id: id })),
  phoneNumber: user.phoneNumber,
  createdBy: creator ? { _id: creator.id, name: creator.name } : null,
  version: user.version,
  created: user.createdAt.toISOString(),
  modified: user.updatedAt.toISOString(),
  lockedUntil: lockedUntil?.toISOString() ?? null,
});

/** What the audit trail keeps of a user: never the password hash or sign-in counters. */
export const auditView = (
  row: repository.UserRow,
  area: AreaPair[],
  photoId: string | undefined,
) => ({
  name: row.name,
  email: row.email,
  isActive: row.isActive,
  roleId: row.roleId,
  phoneNumber: row.phoneNumber,
  area: area.map((pair) => `${pair.groupId}/${pair.branchId}`).sort(),
  photoId: photoId ?? null,
});
