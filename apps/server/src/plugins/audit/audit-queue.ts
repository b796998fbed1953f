import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { recordAudits, type AuditEntry } from './audit.repository';

/** When the rows kept by an audit queue are written: every `flushEveryMs`, or at `flushAtRows`. */
export interface AuditQueueOptions {
  /** null: only when `flush` is called (tests, which flush where they look). */
  flushEveryMs?: number | null;
  /** null: no limit (tests). */
  flushAtRows?: number | null;
}

export interface AuditQueue {
  /** Keeps an audit row for the next batch, stamped with the time it happened; never throws. */
  add: (entry: AuditEntry) => void;
  /** Writes every row kept so far, after any batch already being written; never rejects. */
  flush: () => Promise<void>;
}

export const AUDIT_FLUSH_EVERY_MS = 1000;
export const AUDIT_FLUSH_AT_ROWS = 200;
/** Rows per insert statement: ten parameters a row stays far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 500;

/**
 * Audit rows that must not hold up the answer they describe (reads of a detail, refused writes):
 * kept in memory and written in one insert per batch, every second or every 200 rows, and when
 * the app closes. A batch that fails is written row by row, and a row that still fails is logged
 * whole at error level: a broken row cannot take its batch with it, and nothing is lost silently.
 */
export const createAuditQueue = ({
  db,
  log,
  flushEveryMs = AUDIT_FLUSH_EVERY_MS,
  flushAtRows = AUDIT_FLUSH_AT_ROWS,
}: AuditQueueOptions & { db: Executor; log: FastifyBaseLogger }): AuditQueue => {
  let pending: AuditEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const writeRowByRow = async (rows: AuditEntry[]) => {
    for (const row of rows) {
      try {
        await recordAudits(db, [row]);
      } catch (error) {
        log.error({ err: error, auditRow: row }, 'an audit row could not be written');
      }
    }
  };

  const writeBatch = async (batch: AuditEntry[]) => {
    for (let start = 0; start < batch.length; start += ROWS_PER_STATEMENT) {
      const rows = batch.slice(start, start + ROWS_PER_STATEMENT);
      try {
        await recordAudits(db, rows);
      } catch (error) {
        log.warn(
          { err: error, rows: rows.length },
          'a batch of audit rows could not be written; writing them one by one',
        );
        await writeRowByRow(rows);
      }
    }
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    writing = writing.then(() => (batch.length > 0 ? writeBatch(batch) : undefined));
    return writing;
  };

  const add = (entry: AuditEntry) => {
    pending.push({ ...entry, at: entry.at ?? new Date() });
    if (flushAtRows !== null && pending.length >= flushAtRows) {
      void flush();
    } else if (flushEveryMs !== null && timer === undefined) {
      timer = setTimeout(() => void flush(), flushEveryMs);
      // A pending batch does not keep the process alive; closing the app flushes it.
      timer.unref();
    }
  };

  return { add, flush };
};
