import {
  APPROVAL_AUTHORITY_MESSAGES as M,
  type ApprovalAuthority,
  type ApprovalAuthorityBody,
  type ApprovalAuthorityListQuery,
} from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import {
  deletionRefusal,
  ladderRefusal,
} from '@creditdesk/domain/approval-authorities/approval-authority-ladder';
import { withParams } from '@creditdesk/domain/shared/message-index';
import { toDecimalWire } from '@creditdesk/domain/shared/money';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { Conflict, invalidFields, NotFound } from '../../core/errors';
import type { LinkedRecord } from '../../core/linked-records';
import { auditCreated, auditDeleted, auditUpdated } from '../../kit/audited-write';
import * as repository from './approval-authorities.repository';

const ENTITY = 'approval_authority';

const refs = (records: LinkedRecord[] = []) =>
  records.map((record) => ({ _id: record.id, name: record.name }));

interface TierLinks {
  roles: LinkedRecord[];
  creditTypes: LinkedRecord[];
}

const toAnswer = (row: repository.ApprovalAuthorityRow, links: TierLinks): ApprovalAuthority => ({
  _id: row.id,
  name: row.name,
  plafondFrom: toDecimalWire(row.plafondFrom),
  plafondTo: row.plafondTo === null ? null : toDecimalWire(row.plafondTo),
  requiredApprovals: row.requiredApprovals,
  roles: refs(links.roles),
  creditTypes: refs(links.creditTypes),
  version: row.version,
  created: row.createdAt.toISOString(),
  modified: row.updatedAt.toISOString(),
});

/** What the audit trail keeps of a tier: its range and approvals, its roles and types by name. */
const auditView = (row: repository.ApprovalAuthorityRow, links: TierLinks) => ({
  name: row.name,
  plafondFrom: row.plafondFrom,
  plafondTo: row.plafondTo,
  requiredApprovals: row.requiredApprovals,
  roles: links.roles.map((role) => role.name),
  creditTypes: links.creditTypes.map((type) => type.name),
});

const linksOf = async (executor: Executor, ids: string[]) => {
  const [roles, creditTypes] = [
    await repository.rolesOfTiers(executor, ids),
    await repository.creditTypesOfTiers(executor, ids),
  ];
  return (id: string): TierLinks => ({
    roles: roles.get(id) ?? [],
    creditTypes: creditTypes.get(id) ?? [],
  });
};

/**
 * The body's name, roles and credit types checked against the database, and its range against
 * the other tiers; the roles and types are locked until the tier links them. Runs under the
 * ladder's lock, so no other write can slip a clashing tier in meanwhile.
 */
const checkedLinks = async (
  tx: Executor,
  body: ApprovalAuthorityBody,
  id?: string,
): Promise<TierLinks> => {
  if (await repository.tierNamed(tx, body.name, id))
    throw invalidFields([{ path: 'name', message: withParams(M.nameTaken, { name: body.name }) }]);
  const roles = await repository.lockRolesOf(tx, body.roleIds);
  if (roles.length !== body.roleIds.length)
    throw invalidFields([{ path: 'roleIds', message: M.unknownRole }]);
  const notApproving = roles.find((role) => !role.mayApprove);
  if (notApproving)
    throw invalidFields([
      { path: 'roleIds', message: withParams(M.roleCannotApprove, { role: notApproving.name }) },
    ]);
  const creditTypes = await repository.lockCreditTypesOf(tx, body.creditTypeIds);
  if (creditTypes.length !== body.creditTypeIds.length)
    throw invalidFields([{ path: 'creditTypeIds', message: M.unknownCreditType }]);
  const clash = ladderRefusal({ id: id ?? '', ...body }, await repository.ladderTiers(tx));
  if (clash) throw invalidFields([clash]);
  return {
    roles: roles.map(({ id: roleId, name }) => ({ id: roleId, name })),
    creditTypes,
  };
};

const valuesOf = (body: ApprovalAuthorityBody): repository.ApprovalAuthorityValues => ({
  name: body.name,
  plafondFrom: body.plafondFrom,
  plafondTo: body.plafondTo,
  requiredApprovals: body.requiredApprovals,
});

export const createApprovalAuthoritiesService = (db: Database) => {
  const getApprovalAuthority = async (id: string) => {
    const row = await repository.findApprovalAuthority(db, id);
    if (!row) throw new NotFound();
    return toAnswer(row, (await linksOf(db, [id]))(id));
  };

  const linkIds = (links: TierLinks) => ({
    roleIds: links.roles.map((role) => role.id),
    creditTypeIds: links.creditTypes.map((type) => type.id),
  });

  return {
    async list(query: ApprovalAuthorityListQuery) {
      const { rows, total } = await repository.listApprovalAuthorities(db, query);
      const links = await linksOf(
        db,
        rows.map((row) => row.id),
      );
      return { data: rows.map((row) => toAnswer(row, links(row.id))), total };
    },

    get: getApprovalAuthority,

    async options() {
      const [roles, creditTypes] = [
        await repository.approvingRoles(db),
        await repository.allCreditTypes(db),
      ];
      return { roles: refs(roles), creditTypes: refs(creditTypes) };
    },

    async create(body: ApprovalAuthorityBody, actor: Actor) {
      const id = await db.transaction(async (tx) => {
        await repository.lockLadder(tx);
        const links = await checkedLinks(tx, body);
        const created = await repository.insertApprovalAuthority(tx, {
          ...valuesOf(body),
          createdBy: actor.userId,
        });
        await repository.replaceTierLinks(tx, created.id, linkIds(links));
        await auditCreated(tx, actor, ENTITY, created.id, auditView(created, links));
        return created.id;
      });
      return getApprovalAuthority(id);
    },

    async update(id: string, body: ApprovalAuthorityBody, actor: Actor) {
      await db.transaction(async (tx) => {
        await repository.lockLadder(tx);
        const before = await repository.lockApprovalAuthority(tx, id);
        if (!before) throw new NotFound();
        if (body.version !== undefined && body.version !== before.version)
          throw new Conflict(REQUEST_MESSAGES.staleRecord);
        const linksBefore = (await linksOf(tx, [id]))(id);
        const links = await checkedLinks(tx, body, id);
        const after = await repository.updateApprovalAuthority(
          tx,
          id,
          valuesOf(body),
          body.version,
        );
        if (!after) throw new Conflict(REQUEST_MESSAGES.staleRecord);
        await repository.replaceTierLinks(tx, id, linkIds(links));
        await auditUpdated(
          tx,
          actor,
          ENTITY,
          id,
          auditView(before, linksBefore),
          auditView(after, links),
        );
      });
      return getApprovalAuthority(id);
    },

    async remove(id: string, actor: Actor) {
      await db.transaction(async (tx) => {
        await repository.lockLadder(tx);
        const before = await repository.lockApprovalAuthority(tx, id);
        if (!before) throw new NotFound();
        const links = (await linksOf(tx, [id]))(id);
        const gap = deletionRefusal(
          { ...before, creditTypeIds: links.creditTypes.map((type) => type.id) },
          await repository.ladderTiers(tx),
        );
        if (gap) throw new Conflict(gap);
        await repository.deleteApprovalAuthority(tx, id);
        await auditDeleted(tx, actor, ENTITY, id, auditView(before, links));
      });
    },
  };
};
export type ApprovalAuthoritiesService = ReturnType<typeof createApprovalAuthoritiesService>;
