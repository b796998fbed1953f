import {
  BRANCH_MESSAGES,
  groupStillAssignedMessage,
  type Branch,
  type BranchBody,
  type BranchListItem,
  type BranchListQuery,
} from '@creditdesk/domain/branches/branches.schemas';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { Conflict, Invalid, NotFound } from '../../core/errors';
import { auditCreated, auditDeleted, auditUpdated } from '../../kit/audited-write';
import { withLinks } from '../../core/grouped-rows';
import type { LinkedRecord } from '../../core/linked-records';
import * as repository from './branches.repository';

const groupRefs = (groups: LinkedRecord[] = []) =>
  groups.map((group) => ({ _id: group.id, groupName: group.name }));

const toListItem = (row: repository.BranchRow, groups?: LinkedRecord[]): BranchListItem => ({
  _id: row.id,
  branchName: row.name,
  description: row.description,
  relatedGroups: groupRefs(groups),
  version: row.version,
  created: row.createdAt.toISOString(),
  modified: row.updatedAt.toISOString(),
});

/** What the audit trail keeps of a branch: its texts and its groups by name. */
const auditView = (row: repository.BranchRow, groups: LinkedRecord[]) => ({
  branchName: row.name,
  description: row.description,
  groups: groups.map((group) => group.name).sort(),
});

/** The requested groups, locked against deletion; every id must name an existing group. */
const requireGroups = async (executor: Executor, ids: string[]) => {
  const found = await repository.lockExistingGroups(executor, ids);
  if (found.length !== ids.length) {
    throw new Invalid(BRANCH_MESSAGES.unknownGroup, [
      { path: 'relatedGroupId', message: BRANCH_MESSAGES.unknownGroup },
    ]);
  }
  return found;
};

export const createBranchesService = (db: Database) => {
  const getBranch = async (id: string): Promise<Branch> => {
    const row = await repository.findBranch(db, id);
    if (!row) throw new NotFound();
    const groups = await repository.groupsOfBranches(db, [id]);
    return {
      _id: row.id,
      branchName: row.name,
      description: row.description,
      relatedGroupId: groupRefs(groups.get(id)),
      totalUser: await repository.countUsersOfBranch(db, id),
      version: row.version,
      created: row.createdAt.toISOString(),
      modified: row.updatedAt.toISOString(),
    };
  };

  return {
    async list(query: BranchListQuery) {
      const { rows, total } = await repository.listBranches(db, query);
      const data = await withLinks(rows, (ids) => repository.groupsOfBranches(db, ids), toListItem);
      return { data, total };
    },

    get: getBranch,

    async create(body: BranchBody, actor: Actor) {
      const id = await db.transaction(async (tx) => {
        const groups = await requireGroups(tx, body.relatedGroupId);
        const created = await repository.insertBranch(tx, {
          name: body.branchName,
          description: body.description || null,
          createdBy: actor.userId,
        });
        await repository.replaceBranchGroups(tx, created.id, body.relatedGroupId);
        await auditCreated(tx, actor, 'branch', created.id, auditView(created, groups));
        return created.id;
      });
      return getBranch(id);
    },

    async update(id: string, body: BranchBody, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await repository.lockBranch(tx, id);
        if (!before) throw new NotFound();
        const groupsBefore = (await repository.groupsOfBranches(tx, [id])).get(id) ?? [];
        const groupsAfter = await requireGroups(tx, body.relatedGroupId);
        const after = await repository.updateBranch(
          tx,
          id,
          { name: body.branchName, description: body.description || null },
          body.version,
        );
        if (!after) throw new Conflict(REQUEST_MESSAGES.staleRecord);
        // user_areas names the group and the branch separately, so no foreign key notices a
        // group leaving a branch its users work in under that group: check it here.
        const removed = groupsBefore
          .filter((group) => !body.relatedGroupId.includes(group.id))
          .map((group) => group.id);
        const stillAssigned = await repository.groupsAssignedInBranch(tx, id, removed);
        if (stillAssigned.length > 0) {
          throw new Conflict(groupStillAssignedMessage(stillAssigned.map((group) => group.name)));
        }
        await repository.replaceBranchGroups(tx, id, body.relatedGroupId);
        await auditUpdated(
          tx,
          actor,
          'branch',
          id,
          auditView(before, groupsBefore),
          auditView(after, groupsAfter),
        );
      });
      return getBranch(id);
    },

    async remove(id: string, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await repository.lockBranch(tx, id);
        if (!before) throw new NotFound();
        const groups = (await repository.groupsOfBranches(tx, [id])).get(id) ?? [];
        await repository.deleteBranch(tx, id);
        await auditDeleted(tx, actor, 'branch', id, auditView(before, groups));
      });
    },
  };
};
export type BranchesService = ReturnType<typeof createBranchesService>;
