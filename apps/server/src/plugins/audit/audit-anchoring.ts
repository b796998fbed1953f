import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Storage } from '../storage';
import { latestAuditAnchor, writeAuditAnchor, type AuditHead } from './audit-anchor';
import { auditHead, extendsAuditHead } from './audit-chain';

/**
 * How often each instance anchors the head while rows are written: twice a minute, so that no row
 * stays unanchored for more than a minute however long an anchoring takes.
 */
export const AUDIT_ANCHOR_EVERY_MS = 30_000;

export type AnchorOutcome = 'anchored' | 'unchanged' | 'empty' | 'refused' | 'failed';

export interface AuditAnchorerDeps {
  db: Database;
  storage: Storage;
  /** The HMAC key; the database never holds it. */
  key: string;
  log: FastifyBaseLogger;
}

/**
 * Anchors the audit log's head in the file store. Every instance anchors by itself: an anchor's
 * object is named by its seq and its bytes follow from the head and the key, so two instances
 * that anchor the same head write the same object, and neither needs the other.
 *
 * A head is anchored only when the log still grows out of the last anchor this instance knows (the
 * newest in the store when it starts): a log rewritten and re-chained since is refused and logged,
 * never signed, so the anchors keep the last honest head for `audit:verify` to compare with.
 */
export const createAuditAnchorer = ({ db, storage, key, log }: AuditAnchorerDeps) => {
  let reference: AuditHead | undefined;
  let referenceRead = false;
  let queue: Promise<unknown> = Promise.resolve();

  const readReference = async () => {
    const { anchor, rejected } = await latestAuditAnchor(storage, key);
    for (const { storageKey, reason } of rejected)
      log.warn({ storageKey, reason }, 'an object among the audit anchors is not a valid anchor');
    reference = anchor && { seq: anchor.seq, hash: anchor.hash };
    referenceRead = true;
  };

  const anchor = async (): Promise<AnchorOutcome> => {
    if (!referenceRead) await readReference();
    const head = await auditHead(db);
    if (!head) return 'empty';
    if (reference?.seq === head.seq && reference.hash === head.hash) return 'unchanged';
    if (reference && !(await extendsAuditHead(db, reference))) {
      log.error(
        { anchored: reference, head },
        'the audit log no longer grows out of its last anchor: it was changed or shortened; the head is not anchored (run npm run audit:verify)',
      );
      return 'refused';
    }
    await writeAuditAnchor(storage, key, head);
    reference = head;
    return 'anchored';
  };

  return {
    /**
     * Anchors the head now unless it already is; one anchoring at a time. Never throws: a store
     * that cannot be reached is logged and tried again at the next turn.
     */
    anchorNow(): Promise<AnchorOutcome> {
      const run = queue.then(() =>
        anchor().catch((error: unknown) => {
          log.error({ err: error }, 'the audit log could not be anchored');
          return 'failed' as const;
        }),
      );
      queue = run;
      return run;
    },
  };
};

export type AuditAnchorer = ReturnType<typeof createAuditAnchorer>;
