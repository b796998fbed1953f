import type { Executor } from '../../db/client';
import type { Storage } from '../storage';
import {
  auditAnchorsNewestFirst,
  isRejectedAnchor,
  latestAuditAnchor,
  type StoredAuditAnchor,
} from './audit-anchor';
import { auditHashAt, auditHead, verifyAuditChain } from './audit-chain';

/** What `npm run audit:verify` finds: the chain against itself and against its latest anchor. */
export interface AuditLogReport {
  rows: number;
  /** The newest anchor signed by the key, if the store holds one. */
  anchor?: { seq: number; anchoredAt: Date };
  /** Rows past the anchor: written since, not yet covered by any anchor. */
  unanchored: number;
  /** One sentence per finding; none when the log is intact. */
  problems: string[];
}

/** The newest anchor before `anchor` whose row still holds the anchored hash. */
const newestAnchorStillMatching = async (
  executor: Executor,
  storage: Storage,
  key: string,
  anchor: StoredAuditAnchor,
) => {
  for await (const older of auditAnchorsNewestFirst(storage, key)) {
    if (isRejectedAnchor(older) || older.seq >= anchor.seq) continue;
    if ((await auditHashAt(executor, older.seq)) === older.hash) return older;
  }
  return undefined;
};

/**
 * Checks the audit log as `audit:verify` reports it. The chain itself names a row changed in place,
 * written around the trigger or after a gap; a break past the latest anchor is a row forged after
 * it. Against the anchor: a chain that ends before the anchored seq lost its newest rows; a row at
 * the anchored seq with another hash means rows up to it were rewritten and re-chained (or removed
 * and written again), which the chain alone cannot show.
 */
export const checkAuditLog = async ({
  executor,
  storage,
  key,
}: {
  executor: Executor;
  storage: Storage;
  key: string;
}): Promise<AuditLogReport> => {
  const chain = await verifyAuditChain(executor);
  const { anchor, rejected } = await latestAuditAnchor(storage, key);
  const head = await auditHead(executor);
  const problems = rejected.map(({ storageKey, reason }) => `The anchor ${storageKey} ${reason}.`);

  if (chain.firstBroken) {
    const { seq, id, reason } = chain.firstBroken;
    const pastAnchor = anchor !== undefined && (seq === null || seq > anchor.seq);
    problems.push(
      pastAnchor
        ? `Row seq ${seq ?? '(none)'}, id ${id}, was forged after the anchor of seq ${anchor.seq}: it ${reason}.`
        : `Row seq ${seq ?? '(none)'}, id ${id}, was changed: it ${reason}.`,
    );
  }
  if (anchor) {
    const at = anchor.anchoredAt.toISOString();
    if (!head || head.seq < anchor.seq)
      problems.push(
        `The newest rows were removed: the chain ends at seq ${head?.seq ?? 0}, but the anchor of ${at} covers seq ${anchor.seq}.`,
      );
    else if ((await auditHashAt(executor, anchor.seq)) !== anchor.hash) {
      const matching = await newestAnchorStillMatching(executor, storage, key, anchor);
      problems.push(
        `Rows were rewritten and re-chained: the row at seq ${anchor.seq} no longer has the hash anchored at ${at}; the change lies ${matching ? `after seq ${matching.seq} (whose anchor still matches) and ` : ''}at or before seq ${anchor.seq}.`,
      );
    }
  } else if (chain.rows > 0)
    problems.push(
      `No anchor of the audit log is in the file store: its ${chain.rows} rows can be checked only against themselves (the anchors were removed, or no server has anchored this log).`,
    );
  return {
    rows: chain.rows,
    anchor: anchor && { seq: anchor.seq, anchoredAt: anchor.anchoredAt },
    unanchored: head && anchor ? Math.max(0, head.seq - anchor.seq) : (head?.seq ?? 0),
    problems,
  };
};

/** What `npm run audit:verify` prints for a report, and its exit code (0 intact, 1 not). */
export const describeAuditLog = (report: AuditLogReport) => {
  if (report.problems.length > 0)
    return {
      code: 1,
      message: ['Audit log tampered with:', ...report.problems.map((line) => `- ${line}`)].join(
        '\n',
      ),
    };
  const anchored = report.anchor
    ? ` Anchored up to seq ${report.anchor.seq} at ${report.anchor.anchoredAt.toISOString()}; ${report.unanchored} row(s) written since are not anchored yet.`
    : '';
  return {
    code: 0,
    message: `Audit log intact: ${report.rows} rows, each linked to the one before.${anchored}`,
  };
};
