import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The first row where the audit log's hash chain breaks, and why. */
export interface BrokenAuditRow {
  seq: number | null;
  id: string;
  reason: string;
}

export interface AuditChainReport {
  rows: number;
  firstBroken?: BrokenAuditRow;
}

/**
 * Recomputes the audit log's hash chain in the database, with the function its insert trigger
 * uses, and names the first row that breaks it: a row changed in place, written around the
 * trigger, removed (a gap in seq) or whose link to the row before does not match. A removal of the
 * newest rows leaves no gap to find; the report's row count tells how far the chain reaches.
 */
export const verifyAuditChain = async (executor: Executor): Promise<AuditChainReport> => {
  const result = await executor.execute<{
    seq: string | null;
    id: string;
    reason: string;
    rows: string;
  }>(sql`
    with chain as (
      select a.seq, a.id, a.prev_hash, a.hash, audit_log_hash(a) as expected,
        lag(a.hash) over w as previous_hash,
        row_number() over w as position,
        count(*) over () as rows
      from audit_logs a
      window w as (order by a.seq nulls last, a.created_at, a.id)
    )
    select seq::text, id, rows::text, case
        when seq is null then 'was written without the chain''s trigger'
        when seq <> position then 'follows a gap: ' || (seq - position) || ' row(s) before it were removed'
        when prev_hash is distinct from previous_hash
          then 'does not link to the row before it: that row was changed or removed'
        when hash is distinct from expected then 'was changed after it was written'
      end as reason
    from chain
    where seq is null or seq <> position or prev_hash is distinct from previous_hash
      or hash is distinct from expected
    order by position
    limit 1
  `);
  const [broken] = result.rows;
  if (!broken) {
    const [count] = (
      await executor.execute<{ rows: string }>(sql`select count(*)::text as rows from audit_logs`)
    ).rows;
    return { rows: Number(count?.rows ?? 0) };
  }
  return {
    rows: Number(broken.rows),
    firstBroken: {
      seq: broken.seq === null ? null : Number(broken.seq),
      id: broken.id,
      reason: broken.reason,
    },
  };
};

/** What `npm run audit:verify` prints for a report, and its exit code (0 whole, 1 broken). */
export const describeAuditChain = (report: AuditChainReport) => {
  if (!report.firstBroken)
    return {
      code: 0,
      message: `Audit log intact: ${report.rows} rows, each linked to the one before.`,
    };
  const { seq, id, reason } = report.firstBroken;
  return {
    code: 1,
    message: `Audit log broken at row seq ${seq ?? '(none)'}, id ${id}: it ${reason}.`,
  };
};
