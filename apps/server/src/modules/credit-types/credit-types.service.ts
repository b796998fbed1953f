import type {
  CreditType,
  CreditTypeBody,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { STALE_RECORD_MESSAGE, type ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Conflict, NotFound } from '../../lib/errors';
import { changedFields } from '../audit/audit-diff';
import { recordAudit } from '../audit/audit.repository';
import * as repository from './credit-types.repository';

const toCreditType = (row: repository.CreditTypeRow): CreditType => ({
  _id: row.id,
  creditappName: row.name,
  description: row.description,
  version: row.version,
  created: row.createdAt.toISOString(),
  modified: row.updatedAt.toISOString(),
});

/** What the audit trail keeps of a credit type. */
const auditView = (row: repository.CreditTypeRow) => ({
  creditappName: row.name,
  description: row.description,
});

const AUDIT_ENTITY = 'credit-type';

export const createCreditTypesService = (db: Database) => {
  const getCreditType = async (id: string) => {
    const row = await repository.findCreditType(db, id);
    if (!row) throw new NotFound();
    return toCreditType(row);
  };

  return {
    async list(query: ListQuery) {
      const { rows, total } = await repository.listCreditTypes(db, query);
      return { data: rows.map(toCreditType), total };
    },

    get: getCreditType,

    async create(body: CreditTypeBody, actor: Actor) {
      const row = await db.transaction(async (tx) => {
        const created = await repository.insertCreditType(tx, {
          name: body.creditappName,
          description: body.description || null,
          createdBy: actor.userId,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: AUDIT_ENTITY,
          entityId: created.id,
          action: 'created',
          after: auditView(created),
          requestId: actor.requestId,
        });
        return created;
      });
      return toCreditType(row);
    },

    async update(id: string, body: CreditTypeBody, actor: Actor) {
      const row = await db.transaction(async (tx) => {
        const before = await repository.findCreditType(tx, id);
        if (!before) throw new NotFound();
        const after = await repository.updateCreditType(
          tx,
          id,
          { name: body.creditappName, description: body.description || null },
          body.version,
        );
        if (!after) throw new Conflict(STALE_RECORD_MESSAGE);
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: AUDIT_ENTITY,
          entityId: id,
          action: 'updated',
          ...changedFields(auditView(before), auditView(after)),
          requestId: actor.requestId,
        });
        return after;
      });
      return toCreditType(row);
    },

    async remove(id: string, actor: Actor) {
      await db.transaction(async (tx) => {
        const deleted = await repository.deleteCreditType(tx, id);
        if (!deleted) throw new NotFound();
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: AUDIT_ENTITY,
          entityId: id,
          action: 'deleted',
          before: auditView(deleted),
          requestId: actor.requestId,
        });
      });
    },
  };
};
export type CreditTypesService = ReturnType<typeof createCreditTypesService>;
