import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { columnValues } from '../../core/column-reads';
import type { AuditHead } from './audit-anchor';
import { auditLogs } from './audit.table';

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

/** The chain's last row (rows written around the trigger have no place in it), if any. */
export const auditHead = async (executor: Executor): Promise<AuditHead | undefined> => {
  const [head] = await executor
    .select({ seq: auditLogs.seq, hash: auditLogs.hash })
    .from(auditLogs)
    .where(isNotNull(auditLogs.seq))
    .orderBy(desc(auditLogs.seq))
    .limit(1);
  return head?.seq && head.hash ? { seq: head.seq, hash: head.hash } : undefined;
};

/** The hash the row at `seq` holds now, or undefined when there is no such row. */
export const auditHashAt = async (executor: Executor, seq: number) =>
  (await columnValues(executor, auditLogs.hash, eq(auditLogs.seq, seq)))[0] ?? undefined;

/**
 * Whether the log still grows out of `anchored`: its row is there with that hash, and every row
 * after it follows by the chain's rule (no gap, each linked to the one before, each hash what the
 * database computes for it), with no row written around the trigger. Only the rows since the
 * anchor are recomputed.
 */
export const extendsAuditHead = async (executor: Executor, anchored: AuditHead) => {
  const result = await executor.execute<{ anchored: string; broken: string }>(sql`
    with chain as (
      select a.seq, a.prev_hash, a.hash, audit_log_hash(a) as expected,
        lag(a.hash) over w as previous_hash,
        row_number() over w as position
      from audit_logs a
      where a.seq >= ${anchored.seq}::bigint or a.seq is null
      window w as (order by a.seq nulls last, a.created_at, a.id)
    )
    select
      count(*) filter (where position = 1 and seq = ${anchored.seq}::bigint
        and hash = ${anchored.hash})::text as anchored,
      count(*) filter (where position > 1 and (seq is null
        or seq <> ${anchored.seq}::bigint + position - 1
        or prev_hash is distinct from previous_hash or hash is distinct from expected))::text as broken
    from chain
  `);
  const [counts] = result.rows;
  return counts?.anchored === '1' && counts.broken === '0';
};
