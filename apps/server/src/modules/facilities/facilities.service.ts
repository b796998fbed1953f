import type { Facility, FacilityBody } from '@creditdesk/domain/facilities/facilities.schemas';
import { STALE_RECORD_MESSAGE, type ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Conflict, NotFound } from '../../lib/errors';
import { changedFields } from '../audit/audit-diff';
import { recordAudit } from '../audit/audit.repository';
import * as repository from './facilities.repository';

const toFacility = (row: repository.FacilityRow): Facility => ({
  _id: row.id,
  facilityName: row.name,
  description: row.description,
  version: row.version,
  created: row.createdAt.toISOString(),
  modified: row.updatedAt.toISOString(),
});

/** What the audit trail keeps of a facility. */
const auditView = (row: repository.FacilityRow) => ({
  facilityName: row.name,
  description: row.description,
});

export const createFacilitiesService = (db: Database) => ({
  async list(query: ListQuery) {
    const { rows, total } = await repository.listFacilities(db, query);
    return { data: rows.map(toFacility), total };
  },

  async get(id: string) {
    const row = await repository.findFacility(db, id);
    if (!row) throw new NotFound();
    return toFacility(row);
  },

  async create(body: FacilityBody, actor: Actor) {
    const row = await db.transaction(async (tx) => {
      const created = await repository.insertFacility(tx, {
        name: body.facilityName,
        description: body.description || null,
        createdBy: actor.userId,
      });
      await recordAudit(tx, {
        actorId: actor.userId,
        entity: 'facility',
        entityId: created.id,
        action: 'created',
        after: auditView(created),
        requestId: actor.requestId,
      });
      return created;
    });
    return toFacility(row);
  },

  async update(id: string, body: FacilityBody, actor: Actor) {
    const row = await db.transaction(async (tx) => {
      const before = await repository.findFacility(tx, id);
      if (!before) throw new NotFound();
      const after = await repository.updateFacility(
        tx,
        id,
        { name: body.facilityName, description: body.description || null },
        body.version,
      );
      if (!after) throw new Conflict(STALE_RECORD_MESSAGE);
      await recordAudit(tx, {
        actorId: actor.userId,
        entity: 'facility',
        entityId: id,
        action: 'updated',
        ...changedFields(auditView(before), auditView(after)),
        requestId: actor.requestId,
      });
      return after;
    });
    return toFacility(row);
  },

  async remove(id: string, actor: Actor) {
    await db.transaction(async (tx) => {
      const deleted = await repository.deleteFacility(tx, id);
      if (!deleted) throw new NotFound();
      await recordAudit(tx, {
        actorId: actor.userId,
        entity: 'facility',
        entityId: id,
        action: 'deleted',
        before: auditView(deleted),
        requestId: actor.requestId,
      });
    });
  },
});
export type FacilitiesService = ReturnType<typeof createFacilitiesService>;
