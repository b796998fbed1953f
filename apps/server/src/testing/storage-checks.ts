import { text } from 'node:stream/consumers';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import {
  ORPHAN_MIN_AGE_MS,
  sweepOrphanFiles,
} from '../modules/storage-sweep/storage-sweep.service';
import type { Storage } from '../plugins/storage';
import { quietLog } from './quiet-log';

/** What storage and sweep tests check of a storage driver. */

/** A file put under `key` reads back, is gone once removed, and removing it again is harmless. */
export const expectPutGetRemove = async (storage: Storage, key: string) => {
  await storage.put(key, Buffer.from('photo bytes'));
  const stored = await storage.get(key);
  if (!stored) throw new Error(`nothing was stored under ${key}`);
  expect(await text(stored)).toBe('photo bytes');
  await storage.remove(key);
  expect(await storage.get(key)).toBeUndefined();
  await expect(storage.remove(key)).resolves.toBeUndefined();
};

/**
 * Sweeps `storage` now, which must remove nothing (no file is old enough), then as if twice the
 * minimum age had passed; answers what that second sweep removed.
 */
export const sweptOnceOld = async (db: Database, storage: Storage) => {
  const deps = { db, storage, log: quietLog() };
  expect((await sweepOrphanFiles(deps)).removed).toEqual([]);
  const later = new Date(Date.now() + 2 * ORPHAN_MIN_AGE_MS);
  return (await sweepOrphanFiles(deps, { now: later })).removed;
};
