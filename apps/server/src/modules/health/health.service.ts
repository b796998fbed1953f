import { sql } from 'drizzle-orm';
import type { Readiness } from '@creditdesk/domain/health/health.schemas';
import type { Database } from '../../db/client';
import type { Storage } from '../../plugins/storage';

/** How long a dependency may take to answer before it counts as down. */
export const READINESS_TIMEOUT_MS = 5_000;

const answersInTime = async (probe: () => Promise<unknown>) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'up' as const;
  } catch {
    return 'down' as const;
  } finally {
    clearTimeout(timer);
  }
};

/** Asks the database and the storage at once; ready only when both answer. */
export const checkReadiness = async (deps: {
  db: Database;
  storage: Storage;
}): Promise<Readiness> => {
  const [database, storage] = await Promise.all([
    answersInTime(() => deps.db.execute(sql`select 1`)),
    answersInTime(() => deps.storage.check()),
  ]);
  const ready = database === 'up' && storage === 'up';
  return { status: ready ? 'ready' : 'not ready', checks: { database, storage } };
};
