import type { Group, GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import { STALE_RECORD_MESSAGE, type ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Conflict, NotFound } from '../../lib/errors';
import { changedFields } from '../audit/audit-diff';
import { recordAudit } from '../audit/audit.repository';
import * as repository from './groups.repository';

const toGroup = (
  row: repository.GroupRow,
  branches: { id: string; name: string }[] = [],
): Group => ({
  _id: row.id,
  groupName: row.name,
  description: row.description,
  branches: branches.map((branch) => ({ _id: branch.id, branchName: branch.name })),
  version: row.version,
  created: row.createdAt.toISOString(),
  modified: row.updatedAt.toISOString(),
});

/** What the audit trail keeps of a group. */
const auditView = (row: repository.GroupRow) => ({
  groupName: row.name,
  description: row.description,
});

export const createGroupsService = (db: Database) => {
  const getGroup = async (id: string) => {
    const row = await repository.findGroup(db, id);
    if (!row) throw new NotFound();
    const branches = await repository.branchesOfGroups(db, [id]);
    return toGroup(row, branches.get(id));
  };

  return {
    async list(query: ListQuery) {
      const { rows, total } = await repository.listGroups(db, query);
      const branches = await repository.branchesOfGroups(
        db,
        rows.map((row) => row.id),
      );
      return { data: rows.map((row) => toGroup(row, branches.get(row.id))), total };
    },

    get: getGroup,

    async branches(id: string, query: ListQuery) {
      if (!(await repository.findGroup(db, id))) throw new NotFound();
      const { rows, total } = await repository.listBranchesOfGroup(db, id, query);
      const branches = rows.map((row) => ({
        _id: row.id,
        branchName: row.name,
        description: row.description,
      }));
      return { data: { branches, totalBranches: total }, total };
    },

    async create(body: GroupBody, actor: Actor) {
      const row = await db.transaction(async (tx) => {
        const created = await repository.insertGroup(tx, {
          name: body.groupName,
          description: body.description || null,
          createdBy: actor.userId,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: 'group',
          entityId: created.id,
          action: 'created',
          after: auditView(created),
          requestId: actor.requestId,
        });
        return created;
      });
      return toGroup(row);
    },

    async update(id: string, body: GroupBody, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await repository.findGroup(tx, id);
        if (!before) throw new NotFound();
        const after = await repository.updateGroup(
          tx,
          id,
          { name: body.groupName, description: body.description || null },
          body.version,
        );
        if (!after) throw new Conflict(STALE_RECORD_MESSAGE);
        const diff = changedFields(auditView(before), auditView(after));
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: 'group',
          entityId: id,
          action: 'updated',
          ...diff,
          requestId: actor.requestId,
        });
      });
      return getGroup(id);
    },

    async remove(id: string, actor: Actor) {
      await db.transaction(async (tx) => {
        const deleted = await repository.deleteGroup(tx, id);
        if (!deleted) throw new NotFound();
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: 'group',
          entityId: id,
          action: 'deleted',
          before: auditView(deleted),
          requestId: actor.requestId,
        });
      });
    },
  };
};
export type GroupsService = ReturnType<typeof createGroupsService>;
