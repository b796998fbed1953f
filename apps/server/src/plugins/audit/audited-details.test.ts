import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { scopedSession, sessionWithRole } from '../../testing/factories';
import { createArea, UNKNOWN_ID } from '../../testing/master-data';
import type { Records } from '../../testing/records';
import { recordsTestFile } from '../../testing/records-test-file';
import { createSecondInstance, type TestContext } from '../../testing/test-app';
import { verifyAuditChain } from './audit-chain';
import { auditLogs } from './audit.table';

const { file, call } = recordsTestFile('/api/v1');
let context: TestContext;
let records: Records;
beforeAll(() => ({ context, records } = file));
const get = (url: string, as?: Record<string, string>) => call('GET', url, undefined, as);
const debiturDetail = () => `/master-data/debitur/${records.debiturId}`;
const applicationDetail = () => `/credit-application/${records.applicationId}`;

const DETAIL_ENTITIES = ['debitur-detail', 'credit-application-detail'];

/** The audit rows of detail reads, in the order they were written, with their transaction. */
const readRows = () =>
  context.db
    .select({ row: auditLogs, transaction: sql<string>`${auditLogs}.xmin::text` })
    .from(auditLogs)
    .where(and(inArray(auditLogs.entity, DETAIL_ENTITIES), eq(auditLogs.action, 'read')))
    .orderBy(asc(auditLogs.seq));

/** The detail reads recorded by the requests `send` makes, once the queue has written them. */
const readsRecordedBy = async (send: () => Promise<unknown>) => {
  await context.app.auditQueue.flush();
  const before = (await readRows()).length;
  await send();
  await context.app.auditQueue.flush();
  return (await readRows()).slice(before);
};

describe("reads of a debitur's and an application's detail are audited", () => {
  it('records who read whose record, in one insert per batch, after the answer', async () => {
    await context.app.auditQueue.flush();
    const before = (await readRows()).length;
    const first = await get(debiturDetail());
    const second = await get(debiturDetail());
    const third = await get(applicationDetail());
    const answered = Date.now();
    for (const response of [first, second, third]) expect(response.statusCode).toBe(200);
    // Kept for the next batch: the answers did not wait for their rows.
    expect(await readRows()).toHaveLength(before);

    await context.app.auditQueue.flush();
    const rows = (await readRows()).slice(before);
    expect(rows.map(({ row }) => [row.entity, row.entityId, row.actorId, row.requestId])).toEqual([
      ['debitur-detail', records.debiturId, records.admin.id, first.headers['x-request-id']],
      ['debitur-detail', records.debiturId, records.admin.id, second.headers['x-request-id']],
      [
        'credit-application-detail',
        records.applicationId,
        records.admin.id,
        third.headers['x-request-id'],
      ],
    ]);
    expect(rows[2]!.row.after).toEqual({
      debiturId: records.debiturId,
      creditAppNo: third.json().response.creditAppNo,
    });
    // One statement wrote the batch (one transaction), and each row keeps the time of its read.
    expect(new Set(rows.map(({ transaction }) => transaction)).size).toBe(1);
    for (const { row } of rows) expect(row.createdAt.getTime()).toBeLessThanOrEqual(answered);
    expect((await verifyAuditChain(context.db)).firstBroken).toBeUndefined();
  });

  it('records no read for a list page, an unknown or out-of-scope record, a refusal or no token', async () => {
    const outside = await createArea(context.db, 'Audited Elsewhere');
    const grants: Record<string, AccessType[]> = {
      [SUB_MENUS.debiturManagement]: ['Read'],
      [SUB_MENUS.creditApplication]: ['Read'],
    };
    const scoped = await scopedSession(context, grants, [outside]);
    const withoutRight = await sessionWithRole(context, { [SUB_MENUS.group]: ['Read'] });
    const rows = await readsRecordedBy(async () => {
      expect((await get('/master-data/debiturs')).statusCode).toBe(200);
      expect((await get('/credit-application/paged')).statusCode).toBe(200);
      expect((await get(`/master-data/debitur/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await get(`/credit-application/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await get(debiturDetail(), scoped.headers)).statusCode).toBe(404);
      expect((await get(applicationDetail(), scoped.headers)).statusCode).toBe(404);
      expect((await get(debiturDetail(), withoutRight.headers)).statusCode).toBe(403);
      expect((await get(applicationDetail(), withoutRight.headers)).statusCode).toBe(403);
      expect((await get(debiturDetail(), {})).statusCode).toBe(401);
      expect((await get(applicationDetail(), {})).statusCode).toBe(401);
    });
    expect(rows).toEqual([]);
  });

  it('leaves reads out of the debitur audit trail, which shows changes', async () => {
    const trail = async () => (await get('/master-data/debiturs/audit-trail')).json().response;
    const before = await trail();
    const rows = await readsRecordedBy(() => get(debiturDetail()));
    expect(rows).toHaveLength(1);
    expect((await trail()).total).toBe(before.total);
  });

  it('writes what it still keeps when the app closes', async () => {
    const second = await createSecondInstance(context);
    const read = await second.inject({
      method: 'GET',
      url: `/api/v1${debiturDetail()}`,
      headers: records.headers,
    });
    expect(read.statusCode).toBe(200);
    await second.close();
    const [row] = await context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.requestId, read.headers['x-request-id'] as string));
    expect(row).toMatchObject({ entity: 'debitur-detail', entityId: records.debiturId });
  });

  it('writes a batch as soon as it holds its number of rows', async () => {
    const batched = await createSecondInstance(context, {
      auditQueue: { flushEveryMs: null, flushAtRows: 2 },
    });
    try {
      const read = () =>
        batched.inject({
          method: 'GET',
          url: `/api/v1${debiturDetail()}`,
          headers: records.headers,
        });
      const requestIds = [];
      for (let index = 0; index < 3; index++)
        requestIds.push((await read()).headers['x-request-id'] as string);
      // The third read is still kept; flushing writes it in a statement of its own.
      await batched.auditQueue.flush();
      const rows = await context.db
        .select({
          requestId: auditLogs.requestId,
          transaction: sql<string>`${auditLogs}.xmin::text`,
        })
        .from(auditLogs)
        .where(inArray(auditLogs.requestId, requestIds))
        .orderBy(asc(auditLogs.seq));
      expect(rows.map((row) => row.requestId)).toEqual(requestIds);
      expect(rows[0]!.transaction).toBe(rows[1]!.transaction);
      expect(rows[2]!.transaction).not.toBe(rows[1]!.transaction);
    } finally {
      await batched.close();
    }
  });
});
