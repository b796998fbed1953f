import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { ReadNumbers } from '@creditdesk/domain/documents/document-readings';
import type { Executor } from '../../db/client';
import { creditApplicationDocumentVersions as versions } from '../documents/documents.table';
import { documentReadings as readings } from './document-readings.table';

/**
 * The kinds of file a reader can read: a PDF's text, an image by OCR. The trigger of migration
 * 0028 queues versions of these kinds as they are stored (a test holds the two together).
 */
export const READABLE_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/** How many times a reading is claimed before its file counts as one that could not be read. */
export const MAX_ATTEMPTS = 3;

export interface ClaimedVersion {
  versionId: string;
  contentType: string;
  storageKey: string;
}

const claimedFile = {
  versionId: versions.id,
  contentType: versions.contentType,
  storageKey: versions.storageKey,
};

/** The files of these claimed readings, to read. */
const claimedFiles = (executor: Executor, claimed: { versionId: string }[]) =>
  claimed.length === 0
    ? Promise.resolve([])
    : executor
        .select(claimedFile)
        .from(versions)
        .where(
          inArray(
            versions.id,
            claimed.map((row) => row.versionId),
          ),
        );

/**
 * Claims up to `limit` queued versions for `instance`, newest first: the update is the claim,
 * and a row another instance is claiming at the same time is skipped, not waited for.
 */
export const claimQueuedVersions = async (executor: Executor, instance: string, limit: number) => {
  const queued = executor
    .select({ versionId: readings.versionId })
    .from(readings)
    .where(eq(readings.state, 'queued'))
    .orderBy(desc(readings.queuedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await executor
    .update(readings)
    .set({ state: 'pending', claimedBy: instance, claimedAt: sql`now()`, attempts: 1 })
    .where(and(eq(readings.state, 'queued'), inArray(readings.versionId, queued)))
    .returning({ versionId: readings.versionId });
  return claimedFiles(executor, claimed);
};

/**
 * Claims up to `limit` pending readings whose claim is older than `staleAfterMs` (an instance
 * stopped while reading), if they have attempts left; the update is the claim, as for new ones.
 */
export const claimStaleReadings = async (
  executor: Executor,
  instance: string,
  limit: number,
  staleAfterMs: number,
) => {
  const stale = executor
    .select({ versionId: readings.versionId })
    .from(readings)
    .where(
      and(
        eq(readings.state, 'pending'),
        lt(readings.claimedAt, sql`now() - ${staleAfterMs} * interval '1 millisecond'`),
        lt(readings.attempts, MAX_ATTEMPTS),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await executor
    .update(readings)
    .set({ claimedBy: instance, claimedAt: sql`now()`, attempts: sql`${readings.attempts} + 1` })
    .where(inArray(readings.versionId, stale))
    .returning({ versionId: readings.versionId });
  return claimedFiles(executor, claimed);
};

/** Gives up on readings that failed every attempt: they could not be read. */
export const markExhaustedUnreadable = (executor: Executor, staleAfterMs: number) =>
  executor
    .update(readings)
    .set({ state: 'unreadable', readAt: sql`now()`, claimedBy: null, claimedAt: null })
    .where(
      and(
        eq(readings.state, 'pending'),
        lt(readings.claimedAt, sql`now() - ${staleAfterMs} * interval '1 millisecond'`),
        sql`${readings.attempts} >= ${MAX_ATTEMPTS}`,
      ),
    );

/** Records what reading the version found: its numbers, or that it could not be read. */
export const saveReading = (
  executor: Executor,
  versionId: string,
  outcome: { state: 'read'; numbers: ReadNumbers } | { state: 'unreadable' },
) =>
  executor
    .update(readings)
    .set({
      state: outcome.state,
      numbers: outcome.state === 'read' ? outcome.numbers : null,
      readAt: sql`now()`,
      claimedBy: null,
      claimedAt: null,
    })
    .where(eq(readings.versionId, versionId));

/** The readings of these versions that a reader has claimed (a queued one has none yet). */
export const readingsOfVersions = (executor: Executor, versionIds: string[]) =>
  versionIds.length === 0
    ? Promise.resolve([])
    : executor
        .select()
        .from(readings)
        .where(and(inArray(readings.versionId, versionIds), ne(readings.state, 'queued')));
