import { asc, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { scopedSession, sessionWithRole } from '../../testing/factories';
import type { Headers, Method } from '../../testing/http';
import { createArea, UNKNOWN_ID } from '../../testing/master-data';
import type { Records } from '../../testing/records';
import { recordsTestFile } from '../../testing/records-test-file';
import type { TestContext } from '../../testing/test-app';
import { verifyAuditChain } from './audit-chain';
import { auditLogs } from './audit.table';

const { file, call } = recordsTestFile('/api/v1');
let context: TestContext;
let records: Records;
beforeAll(() => ({ context, records } = file));

/** The refused-write rows the requests `send` makes, once the queue has written them. */
const refusalsRecordedBy = async (send: () => Promise<unknown>) => {
  await context.app.auditQueue.flush();
  const [last] = await context.db
    .select({ seq: sql<number>`coalesce(max(${auditLogs.seq}), 0)`.mapWith(Number) })
    .from(auditLogs);
  await send();
  await context.app.auditQueue.flush();
  const rows = await context.db
    .select()
    .from(auditLogs)
    .where(gt(auditLogs.seq, last!.seq))
    .orderBy(asc(auditLogs.seq));
  return rows.filter((row) => row.entity === 'refused-write');
};

/** Sends one request and answers its status with the refusal rows it left. */
const refusalOf = async (method: Method, url: string, as: Headers, payload?: unknown) => {
  let statusCode = 0;
  const rows = await refusalsRecordedBy(async () => {
    statusCode = (await call(method, url, payload, as)).statusCode;
  });
  return { statusCode, rows };
};

const debiturGrants: Record<string, AccessType[]> = {
  [SUB_MENUS.debiturManagement]: ['Read', 'Update', 'Delete'],
};

describe('refused writes are audited', () => {
  it('records a write refused for want of the right, with the route, the actor and the reason', async () => {
    const reader = await sessionWithRole(context, { [SUB_MENUS.group]: ['Read'] });
    const { statusCode, rows } = await refusalOf(
      'DELETE',
      `/master-data/group/${records.groupId}`,
      reader.headers,
    );
    expect(statusCode).toBe(403);
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: reader.user.id,
        entityId: records.groupId,
        action: 'refused',
        requestId: expect.any(String),
      }),
    ]);
    expect(rows[0]!.after).toEqual({
      method: 'DELETE',
      route: '/api/v1/master-data/group/:id',
      params: { id: records.groupId },
      statusCode: 403,
      code: 'request.forbidden',
      message: 'You do not have permission to do this.',
    });

    // A route without an id is named by its method and pattern.
    const create = await refusalOf('POST', '/master-data/group', reader.headers, {
      groupName: 'Not Mine',
    });
    expect(create.statusCode).toBe(403);
    expect(create.rows.map((row) => row.entityId)).toEqual(['POST /api/v1/master-data/group']);
  });

  it("records a service's refusal with its message code (no self-escalation)", async () => {
    const manager = await sessionWithRole(
      context,
      { [SUB_MENUS.role]: ['Read', 'Create', 'Update'] },
      { dataScope: 'area' },
    );
    const own = (await call('GET', `/master-data/role/${manager.role.id}`)).json().response;
    // His own rights, unchanged, but every branch: the one thing he may not give himself.
    const access = (
      own.access as { accessId: { _id: string; subMenu: { _id: string; access: string[] }[] } }[]
    ).map(({ accessId }) => ({
      accessId: accessId._id,
      subMenu: accessId.subMenu.map((entry) => ({ subMenuId: entry._id, access: entry.access })),
    }));
    const { statusCode, rows } = await refusalOf(
      'PUT',
      `/master-data/role/${manager.role.id}`,
      manager.headers,
      { name: own.name, access, dataScope: 'all' },
    );
    expect(statusCode).toBe(403);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: manager.user.id, entityId: manager.role.id });
    expect(rows[0]!.after).toMatchObject({
      code: 'privilege.ownRoleAccess',
      message: 'You cannot change the access or the data access of your own role.',
    });
  });

  it('records a write to a record outside the actor’s branch scope, and one to a missing record, alike', async () => {
    const outside = await createArea(context.db, 'Refused Elsewhere');
    const scoped = await scopedSession(context, debiturGrants, [outside]);
    const archive = await refusalOf(
      'PUT',
      `/master-data/debitur/${records.debiturId}/archive`,
      scoped.headers,
      { isArchive: true },
    );
    expect(archive.statusCode).toBe(404);
    expect(archive.rows).toEqual([
      expect.objectContaining({ actorId: scoped.user.id, entityId: records.debiturId }),
    ]);
    expect(archive.rows[0]!.after).toMatchObject({
      route: '/api/v1/master-data/debitur/:id/archive',
      statusCode: 404,
      code: 'request.notFound',
    });

    const missing = await refusalOf('DELETE', `/master-data/debitur/${UNKNOWN_ID}`, scoped.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.rows.map((row) => [row.actorId, row.entityId])).toEqual([
      [scoped.user.id, UNKNOWN_ID],
    ]);
    // A malformed id names nothing either: 404, recorded as it was sent.
    const malformed = await refusalOf('DELETE', '/master-data/debitur/not-an-id', scoped.headers);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.rows.map((row) => row.entityId)).toEqual(['not-an-id']);
  });

  it('records no refusal for reads, bad input, a write that succeeds or a request without a token', async () => {
    const reader = await sessionWithRole(context, { [SUB_MENUS.group]: ['Read'] });
    const rows = await refusalsRecordedBy(async () => {
      expect(
        (await call('GET', `/master-data/role/${records.roleId}`, undefined, reader.headers))
          .statusCode,
      ).toBe(403);
      expect((await call('GET', `/master-data/group/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await call('POST', '/master-data/group', { groupName: '' })).statusCode).toBe(400);
      expect(
        (
          await call('PUT', `/master-data/debitur/${records.debiturId}/archive`, {
            isArchive: false,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await call('DELETE', `/master-data/group/${records.groupId}`, undefined, {})).statusCode,
      ).toBe(401);
    });
    expect(rows).toEqual([]);
  });

  it('does not make the answer wait for its row, and keeps the chain whole', async () => {
    const reader = await sessionWithRole(context, { [SUB_MENUS.group]: ['Read'] });
    await context.app.auditQueue.flush();
    const refused = await call(
      'DELETE',
      `/master-data/group/${records.groupId}`,
      undefined,
      reader.headers,
    );
    expect(refused.statusCode).toBe(403);
    const byRequest = () =>
      context.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.requestId, refused.headers['x-request-id'] as string));
    expect(await byRequest()).toEqual([]);
    await context.app.auditQueue.flush();
    expect(await byRequest()).toHaveLength(1);
    expect((await verifyAuditChain(context.db)).firstBroken).toBeUndefined();
  });
});
