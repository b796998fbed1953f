import type { Group, GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Database, Executor } from '../../db/client';
import { nameDescriptionService } from '../../kit/name-description';
import type { Actor } from '../../plugins/actor';
import { NotFound } from '../../core/errors';
import * as repository from './groups.repository';
import { groups } from './groups.table';

const branchRefs = (branches: { id: string; name: string }[] = []): Group['branches'] =>
  branches.map((branch) => ({ _id: branch.id, branchName: branch.name }));

/** Every group by name with its branches by name: the areas the user form offers. */
export const everyGroupWithBranches = async (executor: Executor) => {
  const { rows } = await repository.groupRecords.list(executor, {
    page: 1,
    limit: 10,
    unpaged: true,
    sortBy: 'groupName',
    sortOrder: 'asc',
  });
  const branches = await repository.branchesOfGroups(
    executor,
    rows.map((group) => group.id),
  );
  return rows.map((group) => ({ ...group, branches: branches.get(group.id) ?? [] }));
};

/** A name/description resource whose answers also name the group's branches. */
export const createGroupsService = (db: Database) => {
  const records = nameDescriptionService(db, {
    table: groups,
    nameField: 'groupName',
    entity: 'group',
  });

  const getGroup = async (id: string): Promise<Group> => {
    const group = await records.get(id);
    const branches = await repository.branchesOfGroups(db, [id]);
    return { ...group, branches: branchRefs(branches.get(id)) };
  };

  return {
    async list(query: ListQuery) {
      const { data, total } = await records.list(query);
      const branches = await repository.branchesOfGroups(
        db,
        data.map((group) => group._id),
      );
      return {
        data: data.map((group) => ({ ...group, branches: branchRefs(branches.get(group._id)) })),
        total,
      };
    },

    get: getGroup,

    async branches(id: string, query: ListQuery) {
      if (!(await records.repository.find(db, id))) throw new NotFound();
      const { rows, total } = await repository.listBranchesOfGroup(db, id, query);
      const branches = rows.map((row) => ({
        _id: row.id,
        branchName: row.name,
        description: row.description,
      }));
      return { data: { branches, totalBranches: total }, total };
    },

    async create(body: GroupBody, actor: Actor): Promise<Group> {
      return { ...(await records.create(body, actor)), branches: [] };
    },

    async update(id: string, body: GroupBody, actor: Actor) {
      await records.update(id, body, actor);
      return getGroup(id);
    },

    remove: records.remove,
  };
};
export type GroupsService = ReturnType<typeof createGroupsService>;
