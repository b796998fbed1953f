import type { Executor } from '../../db/client';
import type { Actor } from '../actor';
import { auditLogs } from './audit.table';

export interface AuditEntry {
  actorId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
  requestId?: string;
  /** When it happened, if not when the row is written (a row written later, in a batch). */
  at?: Date;
}

const auditRow = (entry: AuditEntry) => ({
  actorId: entry.actorId,
  entity: entry.entity,
  entityId: entry.entityId,
  action: entry.action,
  before: entry.before ?? null,
  after: entry.after ?? null,
  requestId: entry.requestId ?? null,
  ...(entry.at ? { createdAt: entry.at } : {}),
});

/** Writes one audit row; called inside the transaction that makes the change. */
export const recordAudit = async (executor: Executor, entry: AuditEntry) => {
  await executor.insert(auditLogs).values(auditRow(entry));
};

/**
 * Writes several audit rows in one statement; the chain's trigger numbers and links them one by
 * one, in order.
 */
export const recordAudits = async (executor: Executor, entries: AuditEntry[]) => {
  if (entries.length > 0) await executor.insert(auditLogs).values(entries.map(auditRow));
};

/**
 * Records a download before its bytes are sent; the stream is closed when the row cannot be
 * written, so no file leaves without its audit row.
 */
export const auditedDownload = async <T extends { destroy: () => void }>(
  executor: Executor,
  stream: T,
  actor: Actor,
  entry: Omit<AuditEntry, 'action' | 'actorId' | 'requestId'>,
) => {
  try {
    await recordAudit(executor, {
      ...entry,
      action: 'downloaded',
      actorId: actor.userId,
      requestId: actor.requestId,
    });
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return stream;
};
