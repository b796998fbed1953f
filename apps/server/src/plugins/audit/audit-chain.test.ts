import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { readKeptSecret } from '../../core/kept-secret';
import { AUDIT_KEY_FILE } from './audit-anchor';
import { verifyAuditChain } from './audit-chain';
import { checkAuditLog, describeAuditLog } from './audit-log-check';
import { recordAudit } from './audit.repository';
import { auditLogs } from './audit.table';
import { adminTestFile } from '../../testing/admin-test-file';

const { session, call } = adminTestFile();

/** Runs `change` with one of the audit log's triggers off, as only the table's owner can. */
const withTriggerOff = async (db: Database, trigger: string, change: () => Promise<unknown>) => {
  await db.execute(sql.raw(`ALTER TABLE audit_logs DISABLE TRIGGER ${trigger}`));
  try {
    await change();
  } finally {
    await db.execute(sql.raw(`ALTER TABLE audit_logs ENABLE TRIGGER ${trigger}`));
  }
};

const chain = (db: Database) => db.select().from(auditLogs).orderBy(asc(auditLogs.seq));

describe('the audit log', () => {
  it('chains every row the app writes: seq without gaps, each linked to the one before', async () => {
    const created = await call('POST', '/master-data/group', { groupName: 'Chain Group' });
    expect(created.statusCode).toBe(201);
    const id = created.json().response._id as string;
    expect(
      (await call('PUT', `/master-data/group/${id}`, { groupName: 'Chain G' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/master-data/groups/export?format=csv')).statusCode).toBe(200);

    const rows = await chain(session.context.db);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    rows.forEach((row, index) => {
      expect(row.seq).toBe(index + 1);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.prevHash).toBe(index === 0 ? null : rows[index - 1]!.hash);
    });
    expect(await verifyAuditChain(session.context.db)).toEqual({ rows: rows.length });
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    for (const statement of [
      sql`update audit_logs set action = 'forged'`,
      sql`delete from audit_logs`,
      sql`truncate audit_logs`,
    ]) {
      await expect(session.context.db.execute(statement)).rejects.toThrow();
    }
    expect((await verifyAuditChain(session.context.db)).firstBroken).toBeUndefined();
  });

  it('ignores a hash the writer sets itself: the trigger computes the chain', async () => {
    await session.context.db.insert(auditLogs).values({
      entity: 'probe',
      entityId: 'writer-hash',
      action: 'probe',
      seq: 999,
      prevHash: 'f'.repeat(64),
      hash: '0'.repeat(64),
    });
    const rows = await chain(session.context.db);
    const last = rows.at(-1)!;
    expect(last.entityId).toBe('writer-hash');
    expect(last.seq).toBe(rows.length);
    expect(last.prevHash).toBe(rows.at(-2)!.hash);
    expect((await verifyAuditChain(session.context.db)).firstBroken).toBeUndefined();
  });

  it('names the row that was changed in place', async () => {
    const [, second] = await chain(session.context.db);
    await withTriggerOff(session.context.db, 'audit_logs_append_only', () =>
      session.context.db.execute(
        sql`update audit_logs set action = 'forged' where seq = ${second!.seq}`,
      ),
    );
    expect(await verifyAuditChain(session.context.db)).toMatchObject({
      firstBroken: { seq: second!.seq, id: second!.id, reason: 'was changed after it was written' },
    });
    await withTriggerOff(session.context.db, 'audit_logs_append_only', () =>
      session.context.db.execute(
        sql`update audit_logs set action = ${second!.action} where seq = ${second!.seq}`,
      ),
    );
    expect((await verifyAuditChain(session.context.db)).firstBroken).toBeUndefined();
  });

  it('names a row written around the trigger, and the row after one that was removed', async () => {
    await withTriggerOff(session.context.db, 'audit_logs_chain', () =>
      recordAudit(session.context.db, {
        actorId: null,
        entity: 'probe',
        entityId: 'forged',
        action: 'x',
      }),
    );
    expect(await verifyAuditChain(session.context.db)).toMatchObject({
      firstBroken: { seq: null, reason: "was written without the chain's trigger" },
    });
    const [, second, third] = await chain(session.context.db);
    await withTriggerOff(session.context.db, 'audit_logs_append_only', async () => {
      await session.context.db.execute(sql`delete from audit_logs where seq is null`);
      await session.context.db.execute(sql`delete from audit_logs where seq = ${second!.seq}`);
    });
    expect(await verifyAuditChain(session.context.db)).toMatchObject({
      firstBroken: { seq: third!.seq, reason: 'follows a gap: 1 row(s) before it were removed' },
    });
  });
});

describe('npm run audit:verify', () => {
  it('names the first broken row, and that no anchor vouches for the log, and exits 1', async () => {
    const key = readKeptSecret(session.context.config.dataDir, AUDIT_KEY_FILE)!;
    const report = await checkAuditLog({
      executor: session.context.db,
      storage: session.context.app.storage,
      key,
    });
    expect(describeAuditLog(report)).toEqual({
      code: 1,
      message: expect.stringMatching(
        /^Audit log tampered with:\n- Row seq \d+, id [0-9a-f-]{36}, was changed: it follows a gap: 1 row\(s\) before it were removed\.\n- No anchor of the audit log is in the file store: its \d+ rows can be checked only against themselves/,
      ),
    });
  });
});
