import { z } from 'zod';
import { areaRefusal, PRIVILEGE_MESSAGES } from '@creditdesk/domain/access/privilege';
import {
  branchNotInGroupMessage,
  USER_MESSAGES,
  type UserBody,
} from '@creditdesk/domain/users/users.schemas';
import type { Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { Forbidden, Invalid, NotFound } from '../../core/errors';
import { assertMayGiveRole, grantorOf } from '../roles/privilege.service';
import { areaKey, branchIdsOf, pairsOfArea, type AreaPair } from './users.mapper';
import * as repository from './users.repository';

/** What a user write must satisfy besides its schema: existing references and the privilege rule. */

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The role, groups and branches must exist, and each branch must belong to its group. */
export const checkReferences = async (executor: Executor, body: UserBody) => {
  if (!isUuid(body.roleId) || !(await repository.findRole(executor, body.roleId))) {
    throw new Invalid(USER_MESSAGES.roleNotFound, [
      { path: 'roleId', message: USER_MESSAGES.roleNotFound },
    ]);
  }
  const groupIds = [...new Set(body.area.map((entry) => entry.groupId).filter(isUuid))];
  const branchIds = [
    ...new Set(body.area.flatMap((entry) => entry.branch.map((b) => b.branchId)).filter(isUuid)),
  ];
  const found = await repository.findAreaReferences(executor, groupIds, branchIds);
  const groups = new Map(found.groups.map((group) => [group.id, group.name]));
  const branches = new Map(found.branches.map((branch) => [branch.id, branch.name]));
  const memberships = new Set(found.memberships.map((row) => `${row.groupId}/${row.branchId}`));
  body.area.forEach((entry, groupIndex) => {
    const groupName = groups.get(entry.groupId);
    if (groupName === undefined) {
      throw new Invalid(USER_MESSAGES.groupNotFound, [
        { path: `area.${groupIndex}.groupId`, message: USER_MESSAGES.groupNotFound },
      ]);
    }
    entry.branch.forEach(({ branchId }, branchIndex) => {
      const path = `area.${groupIndex}.branch.${branchIndex}.branchId`;
      const branchName = branches.get(branchId);
      if (branchName === undefined) {
        throw new Invalid(USER_MESSAGES.branchNotFound, [
          { path, message: USER_MESSAGES.branchNotFound },
        ]);
      }
      if (!memberships.has(`${entry.groupId}/${branchId}`)) {
        const message = branchNotInGroupMessage(branchName, groupName);
        throw new Invalid(message, [{ path, message }]);
      }
    });
  });
};

/**
 * 403 with `message` unless every branch of `area` lies within the actor's own area (any branch
 * when his role sees all branches): what he may give, and whom he may manage.
 */
export const assertWithinArea = async (
  tx: Executor,
  actor: Actor,
  area: AreaPair[],
  message: string = PRIVILEGE_MESSAGES.areaNotHeld,
) => {
  const refusal = areaRefusal(await actor.branchScope(tx), branchIdsOf(area), message);
  if (refusal) throw new Forbidden(refusal);
};

/**
 * Before any change to a user (update, delete, unlock, invitation): the user works within the
 * actor's area, whatever a body says, and holds a role the actor could give himself. Changing
 * an administrator's email, or a user's elsewhere, would otherwise let the actor reset that
 * password and sign in as him.
 */
export const assertMayManage = async (
  tx: Executor,
  actor: Actor,
  target: repository.UserRow,
  targetArea: AreaPair[],
) => {
  await assertWithinArea(tx, actor, targetArea, PRIVILEGE_MESSAGES.userOutsideArea);
  if (target.roleId)
    await assertMayGiveRole(
      tx,
      await grantorOf(tx, actor),
      target.roleId,
      PRIVILEGE_MESSAGES.userAboveActor,
    );
};

/**
 * Nobody changes his own role, nor his own area while his role sees only its area (that would
 * widen what he sees). Another user may be changed only by someone who may manage him (above),
 * a new role given only by someone who may give it, and a new area only within his own.
 */
export const checkPrivileges = async (
  tx: Executor,
  actor: Actor,
  before: repository.UserRow,
  body: UserBody,
  area: { before: AreaPair[]; after: AreaPair[] },
) => {
  if (before.id === actor.userId) {
    if (body.roleId !== before.roleId) throw new Forbidden(PRIVILEGE_MESSAGES.ownRole);
    if (actor.dataScope !== 'all' && areaKey(area.before) !== areaKey(area.after))
      throw new Forbidden(PRIVILEGE_MESSAGES.ownArea);
    return;
  }
  await assertMayManage(tx, actor, before, area.before);
  // A role id that names no role is the references' 400, checked after this.
  if (body.roleId !== before.roleId && isUuid(body.roleId))
    await assertMayGiveRole(tx, await grantorOf(tx, actor), body.roleId);
  await assertWithinArea(tx, actor, area.after);
};

/**
 * The user `id`, locked for the rest of the transaction, once the actor may manage him (404 when
 * there is none): the user and the pairs of his area.
 */
export const lockManagedUser = async (executor: Executor, actor: Actor, id: string) => {
  const user = await repository.findUserForUpdate(executor, id);
  if (!user) throw new NotFound();
  const area = pairsOfArea((await repository.areasOfUsers(executor, [id])).get(id));
  await assertMayManage(executor, actor, user, area);
  return { user, area };
};
