import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import type { Actor } from '../plugins/actor';
import { Conflict, NotFound } from '../core/errors';
import { changedFields } from '../plugins/audit/audit-diff';
import type { AuditQueue } from '../plugins/audit/audit-queue';
import { recordAudit, type AuditEntry } from '../plugins/audit/audit.repository';
import type { RecordRepository, RecordTable } from './record-repository';

/** Writes the audit row of a change `actor` makes, inside the transaction that makes it. */
export const auditChange = (
  executor: Executor,
  actor: Actor,
  entry: Omit<AuditEntry, 'actorId' | 'requestId'>,
) => recordAudit(executor, { ...entry, actorId: actor.userId, requestId: actor.requestId });

/** The audit row of a record `actor` created: the record as the trail keeps it. */
export const auditCreated = (
  executor: Executor,
  actor: Actor,
  entity: string,
  entityId: string,
  after: AuditEntry['after'],
) => auditChange(executor, actor, { entity, entityId, action: 'created', after });

/** The audit row of a record `actor` updated: only the fields that changed, before and after. */
export const auditUpdated = (
  executor: Executor,
  actor: Actor,
  entity: string,
  entityId: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) =>
  auditChange(executor, actor, {
    entity,
    entityId,
    action: 'updated',
    ...changedFields(before, after),
  });

/** The audit row of a record `actor` deleted: the record as it was. */
export const auditDeleted = (
  executor: Executor,
  actor: Actor,
  entity: string,
  entityId: string,
  before: AuditEntry['before'],
) => auditChange(executor, actor, { entity, entityId, action: 'deleted', before });

/** What the audit row of a read of a record's detail names: whose record, and what else it shows. */
export type ReadEntry = Pick<AuditEntry, 'entity' | 'entityId' | 'after'>;

/**
 * Keeps the audit row of `actor` reading a record's detail (who looked at whose personal data),
 * written with the queue's next batch so that the read does not wait for it.
 */
export const auditRead = (queue: AuditQueue, actor: Actor, entry: ReadEntry) =>
  queue.add({ ...entry, action: 'read', actorId: actor.userId, requestId: actor.requestId });

/**
 * Create, update and delete of a record table, each in one transaction with its audit row:
 * `auditView` is what the trail keeps of a row (an update keeps only the fields that changed).
 * An update of a missing row or a stale version, or a delete of a missing row, changes nothing.
 */
export const auditedRecords = <T extends RecordTable>(
  db: Database,
  options: {
    repository: RecordRepository<T>;
    entity: string;
    auditView: (row: T['$inferSelect']) => Record<string, unknown>;
  },
) => {
  const { repository, entity, auditView } = options;
  return {
    create: (values: T['$inferInsert'], actor: Actor) =>
      db.transaction(async (tx) => {
        const created = await repository.insert(tx, values);
        await auditCreated(tx, actor, entity, created.id as string, auditView(created));
        return created;
      }),

    update: (
      id: string,
      values: PgUpdateSetSource<T>,
      expectedVersion: number | undefined,
      actor: Actor,
    ) =>
      db.transaction(async (tx) => {
        const before = await repository.find(tx, id);
        if (!before) throw new NotFound();
        const after = await repository.update(tx, id, values, expectedVersion);
        if (!after) throw new Conflict(REQUEST_MESSAGES.staleRecord);
        await auditUpdated(tx, actor, entity, id, auditView(before), auditView(after));
        return after;
      }),

    remove: (id: string, actor: Actor) =>
      db.transaction(async (tx) => {
        const deleted = await repository.remove(tx, id);
        if (!deleted) throw new NotFound();
        await auditDeleted(tx, actor, entity, id, auditView(deleted));
        return deleted;
      }),
  };
};
