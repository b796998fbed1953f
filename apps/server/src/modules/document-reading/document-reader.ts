import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { findNumbers } from './found-numbers';
import { createReadingThread, type ReadingThread } from './reading-thread';
import * as repository from './document-readings.repository';

export interface ReaderDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Where the OCR languages' data is (reading-languages.ts). */
  languageFolder: string;
  /** The most one file may take; the thread reading it is ended then. */
  timeoutMs: number;
  /** Files this instance reads at once. */
  concurrency: number;
  /** Names this instance in its claims; host and process id by default. */
  instance?: string;
}

const bytesOf = async (stream: AsyncIterable<Uint8Array>) => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  // A copy of its own, not a slice of Node's shared buffer pool, goes to the thread.
  return new Uint8Array(Buffer.concat(chunks));
};

/**
 * Reads uploaded files for their NIK, NPWP and NIB numbers, off the request path: in
 * `concurrency` threads kept between files, one file each at a time and `timeoutMs` at most.
 * Instances share the work through `document_readings`: a queued version is read by the
 * instance whose claim took its row, and a claim left by an instance that stopped is taken
 * again once it is older than a reading may take.
 */
export const createDocumentReader = ({
  db,
  storage,
  log,
  languageFolder,
  timeoutMs,
  concurrency,
  instance = `${os.hostname()}:${process.pid}`,
}: ReaderDeps) => {
  const stopping = new AbortController();
  // Twice a reading's time and a margin: a claim this old belongs to an instance that stopped.
  const staleAfterMs = 2 * timeoutMs + 30_000;
  let draining: Promise<number> | undefined;

  // One thread per file read at once; a batch claims no more files than there are threads.
  const threads = Array.from({ length: concurrency }, () => createReadingThread(languageFolder));

  const readVersion = async (claimed: repository.ClaimedVersion, thread: ReadingThread) => {
    const stream = await storage.get(claimed.storageKey);
    const outcome = stream
      ? await thread.read(
          { bytes: await bytesOf(stream), contentType: claimed.contentType },
          { timeoutMs, signal: stopping.signal },
        )
      : ({ failed: 'the stored file is missing' } as const);
    // Stopping is not the file's fault: its claim stays, for an instance to take again.
    if (stopping.signal.aborted) return;
    if ('text' in outcome && outcome.text !== null)
      await repository.saveReading(db, claimed.versionId, {
        state: 'read',
        numbers: findNumbers(outcome.text),
      });
    else {
      log.info({ versionId: claimed.versionId, outcome }, 'a document file could not be read');
      await repository.saveReading(db, claimed.versionId, { state: 'unreadable' });
    }
  };

  /**
   * Claims up to `concurrency` files and reads them; answers how many it claimed. A sweep also
   * takes the claims of instances that stopped, which an upload's wake leaves to the minute's
   * sweep: two statements fewer beside every upload.
   */
  const readBatch = async (sweep: boolean) => {
    if (sweep) await repository.markExhaustedUnreadable(db, staleAfterMs);
    const stale = sweep
      ? await repository.claimStaleReadings(db, instance, concurrency, staleAfterMs)
      : [];
    const free = concurrency - stale.length;
    const fresh = free > 0 ? await repository.claimQueuedVersions(db, instance, free) : [];
    const claimed = [...stale, ...fresh];
    // Each thread reads the file of its place in the batch, if the batch has one.
    await Promise.all(
      threads.flatMap((thread, index) => {
        const file = claimed[index];
        return file ? [readVersion(file, thread)] : [];
      }),
    );
    return claimed.length;
  };

  /**
   * Reads batch after batch until no file is left to claim; answers how many were read. Joins
   * the drain already running, if any.
   */
  const drain = ({ sweep = true } = {}) => {
    draining ??= (async () => {
      let total = 0;
      while (!stopping.signal.aborted) {
        const read = await readBatch(sweep);
        if (read === 0) break;
        total += read;
      }
      return total;
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, 'reading document files failed');
        return 0;
      })
      .finally(() => (draining = undefined));
    return draining;
  };

  return {
    drain,
    /** Reads the queued files unless a drain is running: an upload has committed. */
    wake() {
      void drain({ sweep: false });
    },
    /** Reads what is queued and what stopped instances left: at start and every minute. */
    sweep() {
      void drain();
    },
    /** Ends the threads reading now (their claims stay) and waits for the drain to stop. */
    async stop() {
      stopping.abort();
      await draining;
      await Promise.all(threads.map((thread) => thread.end()));
    },
  };
};

export type DocumentReader = ReturnType<typeof createDocumentReader>;
