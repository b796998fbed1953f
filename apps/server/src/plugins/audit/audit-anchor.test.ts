import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { readKeptSecret } from '../../core/kept-secret';
import { adminSession } from '../../testing/factories';
import { requester } from '../../testing/http';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { sweepOrphanFiles } from '../../modules/storage-sweep/storage-sweep.service';
import { quietLog } from '../../testing/quiet-log';
import {
  AUDIT_ANCHOR_FOLDER,
  AUDIT_KEY_FILE,
  latestAuditAnchor,
  writeAuditAnchor,
} from './audit-anchor';
import { auditHead, verifyAuditChain } from './audit-chain';
import { checkAuditLog, describeAuditLog } from './audit-log-check';
import { recordAudit } from './audit.repository';

let contexts: TestContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

/**
 * A fresh app whose audit log holds the rows of a few changes made over HTTP; on PostgreSQL it
 * runs as its own login, and the test tampers as the owner.
 */
const auditedApp = async () => {
  const context = await createTestApp({}, { asRuntimeLogin: true });
  contexts.push(context);
  const admin = await adminSession(context);
  const { call } = requester(() => context, { headers: () => admin.headers });
  const writeRows = async (name: string) => {
    const created = await call('POST', '/master-data/group', { groupName: name });
    expect(created.statusCode).toBe(201);
    const id = created.json().response._id as string;
    expect(
      (await call('PUT', `/master-data/group/${id}`, { groupName: `${name} 2` })).statusCode,
    ).toBe(200);
  };
  // Four rows: the tests remove the newest two, and the chain must keep some (sessions are
  // minted, so no sign-in writes rows of its own).
  await writeRows('Earlier Group');
  await writeRows('Anchored Group');
  const key = () => {
    const kept = readKeptSecret(context.config.dataDir, AUDIT_KEY_FILE);
    if (!kept) throw new Error('the app keeps its audit key in DATA_DIR');
    return kept;
  };
  const check = () =>
    checkAuditLog({ executor: context.db, storage: context.app.storage, key: key() });
  return { context, writeRows, key, check };
};

/** Runs `change` with the audit log's triggers off, as only the table's owner can. */
const asOwner = async (db: Database, change: () => Promise<unknown>) => {
  await db.execute(sql`ALTER TABLE audit_logs DISABLE TRIGGER USER`);
  try {
    await change();
  } finally {
    await db.execute(sql`ALTER TABLE audit_logs ENABLE TRIGGER USER`);
  }
};

/** Rewrites the row at `seq` and recomputes the chain after it with the database's own function. */
const rewriteAndRechain = (db: Database, seq: number) =>
  asOwner(db, async () => {
    await db.execute(sql`update audit_logs set action = 'forged' where seq = ${seq}::bigint`);
    await db.execute(sql`
      do $$
      declare
        previous text;
        entry audit_logs;
      begin
        select prev_hash into previous from audit_logs where seq = ${sql.raw(String(seq))};
        for entry in select * from audit_logs where seq >= ${sql.raw(String(seq))} order by seq loop
          entry.prev_hash := previous;
          previous := audit_log_hash(entry);
          update audit_logs set prev_hash = entry.prev_hash, hash = previous where id = entry.id;
        end loop;
      end $$`);
  });

describe('the audit log against its anchor', () => {
  it('passes when intact, and says how far the anchor reaches', async () => {
    const { context, writeRows, check } = await auditedApp();
    expect(await context.app.auditAnchorer.anchorNow()).toBe('anchored');
    expect(await context.app.auditAnchorer.anchorNow()).toBe('unchanged');
    await writeRows('Later Group');
    const report = await check();
    const head = await auditHead(context.db);
    expect(report).toMatchObject({ problems: [], unanchored: 2, rows: head!.seq });
    expect(describeAuditLog(report)).toEqual({
      code: 0,
      message: expect.stringMatching(
        /^Audit log intact: \d+ rows, each linked to the one before\. Anchored up to seq \d+ at .+; 2 row\(s\) written since are not anchored yet\.$/,
      ),
    });
  });

  it('fails when a row was rewritten and the chain recomputed with audit_log_hash()', async () => {
    const { context, check } = await auditedApp();
    const anchorer = context.app.auditAnchorer;
    expect(await anchorer.anchorNow()).toBe('anchored');
    const head = (await auditHead(context.db))!;
    await rewriteAndRechain(context.db, 2);

    // The chain alone is fooled: every row links to the one before.
    expect((await verifyAuditChain(context.db)).firstBroken).toBeUndefined();
    const report = await check();
    expect(report.problems).toEqual([
      `Rows were rewritten and re-chained: the row at seq ${head.seq} no longer has the hash anchored at ${report.anchor!.anchoredAt.toISOString()}; the change lies at or before seq ${head.seq}.`,
    ]);
    expect(describeAuditLog(report).code).toBe(1);
    // The rewritten head is never signed: the anchor keeps the honest one.
    expect(await anchorer.anchorNow()).toBe('refused');
    expect((await check()).anchor?.seq).toBe(head.seq);
  });

  it('narrows a rewrite down to the rows after the newest anchor that still matches', async () => {
    const { context, writeRows, check } = await auditedApp();
    expect(await context.app.auditAnchorer.anchorNow()).toBe('anchored');
    const first = (await auditHead(context.db))!;
    await writeRows('Second Group');
    expect(await context.app.auditAnchorer.anchorNow()).toBe('anchored');
    const second = (await auditHead(context.db))!;
    await rewriteAndRechain(context.db, first.seq + 1);
    expect((await check()).problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Rows were rewritten and re-chained: the row at seq ${second.seq} .* the change lies after seq ${first.seq} \\(whose anchor still matches\\) and at or before seq ${second.seq}\\.$`,
        ),
      ),
    ]);
  });

  it('fails when the newest rows were deleted', async () => {
    const { context, check } = await auditedApp();
    expect(await context.app.auditAnchorer.anchorNow()).toBe('anchored');
    const head = (await auditHead(context.db))!;
    await asOwner(context.db, () =>
      context.db.execute(sql`delete from audit_logs where seq > ${head.seq - 2}::bigint`),
    );
    expect((await verifyAuditChain(context.db)).firstBroken).toBeUndefined();
    const report = await check();
    expect(report.problems).toEqual([
      `The newest rows were removed: the chain ends at seq ${head.seq - 2}, but the anchor of ${report.anchor!.anchoredAt.toISOString()} covers seq ${head.seq}.`,
    ]);
    expect(await context.app.auditAnchorer.anchorNow()).toBe('refused');
  });

  it('fails when the rows were deleted and as many written again', async () => {
    const { context, writeRows, check } = await auditedApp();
    expect(await context.app.auditAnchorer.anchorNow()).toBe('anchored');
    const head = (await auditHead(context.db))!;
    await asOwner(context.db, () =>
      context.db.execute(sql`delete from audit_logs where seq > ${head.seq - 2}::bigint`),
    );
    await writeRows('Replacement Group');
    expect((await check()).problems).toEqual([
      expect.stringMatching(/^Rows were rewritten and re-chained: the row at seq \d+ no longer/),
    ]);
  });

  it('names a row forged after the anchor: past its seq and outside the chain', async () => {
    const { context, check } = await auditedApp();
    expect(await context.app.auditAnchorer.anchorNow()).toBe('anchored');
    const head = (await auditHead(context.db))!;
    await asOwner(context.db, () =>
      recordAudit(context.db, { actorId: null, entity: 'probe', entityId: 'x', action: 'forged' }),
    );
    expect((await check()).problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Row seq \\(none\\), id [0-9a-f-]{36}, was forged after the anchor of seq ${head.seq}: it was written without the chain's trigger\\.$`,
        ),
      ),
    ]);
    // A row outside the chain moves no head: there is nothing new to sign.
    expect(await context.app.auditAnchorer.anchorNow()).toBe('unchanged');
  });

  it('names a row changed in place before the anchor', async () => {
    const { context, check } = await auditedApp();
    expect(await context.app.auditAnchorer.anchorNow()).toBe('anchored');
    await asOwner(context.db, () =>
      context.db.execute(sql`update audit_logs set action = 'forged' where seq = 1`),
    );
    expect((await check()).problems).toEqual([
      expect.stringMatching(
        /^Row seq 1, id [0-9a-f-]{36}, was changed: it was changed after it was written\.$/,
      ),
    ]);
  });

  it('fails without an anchor, and names an anchor that its key did not sign', async () => {
    const { context, key, check } = await auditedApp();
    expect((await check()).problems).toEqual([
      expect.stringMatching(/^No anchor of the audit log is in the file store: its \d+ rows/),
    ]);
    const head = (await auditHead(context.db))!;
    await writeAuditAnchor(context.app.storage, 'another-key-of-at-least-32-characters', head);
    const stranger = `${AUDIT_ANCHOR_FOLDER}/${String(head.seq).padStart(16, '0')}.json`;
    expect((await check()).problems).toEqual([
      expect.stringMatching(
        new RegExp(`^The anchor ${stranger} was signed with another key \\(key id [0-9a-f]{16}; `),
      ),
      expect.stringMatching(/^No anchor of the audit log is in the file store/),
    ]);
    const forged = { seq: head.seq, hash: head.hash, keyId: 'x', mac: '0'.repeat(64) };
    await writeAuditAnchor(context.app.storage, key(), head);
    await context.app.storage.put(
      `${AUDIT_ANCHOR_FOLDER}/${String(head.seq + 5).padStart(16, '0')}.json`,
      Buffer.from(JSON.stringify({ ...forged, seq: head.seq + 5, keyId: undefined })),
    );
    expect((await check()).problems).toEqual([expect.stringMatching(/\.json is not an anchor\.$/)]);
  });

  it('leaves the anchors to the orphan sweep, however old', async () => {
    const { context, check } = await auditedApp();
    expect(await context.app.auditAnchorer.anchorNow()).toBe('anchored');
    const { removed } = await sweepOrphanFiles(
      { db: context.db, storage: context.app.storage, log: quietLog() },
      { now: new Date(Date.now() + 2 * 60 * 60 * 1000) },
    );
    expect(removed).toEqual([]);
    expect((await check()).problems).toEqual([]);
  });

  it('anchors the head when the app closes, after the last rows were written', async () => {
    const { context, writeRows, key } = await auditedApp();
    expect(await context.app.auditAnchorer.anchorNow()).toBe('anchored');
    await writeRows('Last Group');
    const head = await auditHead(context.db);
    const secret = key();
    contexts = [];
    await context.app.close();
    const { anchor } = await latestAuditAnchor(context.app.storage, secret);
    await rm(context.config.dataDir, { recursive: true, force: true });
    expect(anchor).toMatchObject({ seq: head!.seq, hash: head!.hash });
  });
});
