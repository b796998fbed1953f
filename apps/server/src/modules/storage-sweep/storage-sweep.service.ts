import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { isAuditAnchorKey } from '../../plugins/audit/audit-anchor';
import { findUnreferencedKeys } from './storage-sweep.repository';

/**
 * How old an unreferenced file must be before it goes, unless the environment's
 * `ORPHAN_MIN_AGE_MS` says otherwise. A file is stored before its row commits, so a younger one
 * may belong to an upload still in flight; none takes an hour.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** Keys checked against the database per statement. */
const BATCH_SIZE = 1000;

export interface SweepDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}

export interface SweepOptions {
  /** The moment ages are counted from; tests pass a later one instead of waiting an hour. */
  now?: Date;
  /** Stops the sweep between batches (the server is closing). */
  signal?: AbortSignal;
  /** How old an unreferenced file must be to go; `ORPHAN_MIN_AGE_MS` unless configured. */
  minAgeMs?: number;
}

/**
 * Removes the stored files that no row references and that are older than `minAgeMs`: what a crash
 * between storing a file and committing its row (or in the middle of writing it) leaves behind.
 */
export const sweepOrphanFiles = async (
  { db, storage, log }: SweepDeps,
  { now = new Date(), signal, minAgeMs = ORPHAN_MIN_AGE_MS }: SweepOptions = {},
) => {
  const cutoff = now.getTime() - minAgeMs;
  const removed: string[] = [];
  let batch: string[] = [];
  const removeUnreferenced = async () => {
    for (const key of await findUnreferencedKeys(db, batch)) {
      await storage.remove(key);
      removed.push(key);
    }
    batch = [];
  };

  for await (const file of storage.list()) {
    if (signal?.aborted) break;
    // The audit log's anchors are referenced by no row and must outlive every sweep.
    if (file.modifiedAt.getTime() > cutoff || isAuditAnchorKey(file.key)) continue;
    batch.push(file.key);
    if (batch.length === BATCH_SIZE) await removeUnreferenced();
  }
  if (!signal?.aborted) await removeUnreferenced();
  if (removed.length > 0)
    log.info({ removed: removed.length }, 'orphan files removed from storage');
  return { removed };
};
