import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../db/client';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createAuditQueue } from './audit-queue';
import type { AuditEntry } from './audit.repository';
import { auditLogs } from './audit.table';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());
afterEach(() => vi.useRealTimers());

const entry = (entityId: string): AuditEntry => ({
  actorId: null,
  entity: 'queue-test',
  entityId,
  action: 'read',
});

const fakeLog = () => ({ warn: vi.fn(), error: vi.fn() });

/** An executor that keeps the rows of each insert statement instead of writing them. */
const recordingExecutor = () => {
  const statements: string[][] = [];
  const executor = {
    insert: () => ({
      values: async (rows: { entityId: string }[]) => {
        statements.push(rows.map((row) => row.entityId));
      },
    }),
  } as unknown as Executor;
  return { statements, executor };
};

describe('the audit queue', () => {
  it('writes what it keeps once its interval has passed, in one statement', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { statements, executor } = recordingExecutor();
    const queue = createAuditQueue({
      db: executor,
      log: fakeLog() as unknown as FastifyBaseLogger,
      flushEveryMs: 1000,
      flushAtRows: null,
    });
    queue.add(entry('a'));
    queue.add(entry('b'));
    await vi.advanceTimersByTimeAsync(999);
    expect(statements).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    queue.add(entry('c'));
    await queue.flush();
    expect(statements).toEqual([['a', 'b'], ['c']]);
  });

  it('writes a failed batch row by row and logs each row it still cannot write, whole', async () => {
    const log = fakeLog();
    const queue = createAuditQueue({
      db: context.db,
      log: log as unknown as FastifyBaseLogger,
      flushEveryMs: null,
      flushAtRows: null,
    });
    // PostgreSQL text cannot hold a NUL: that row fails, and takes only itself down.
    const ids = ['queue-first', 'queue-\u0000-broken', 'queue-last'];
    for (const id of ids) queue.add(entry(id));
    await expect(queue.flush()).resolves.toBeUndefined();

    const written = await context.db
      .select({ entityId: auditLogs.entityId })
      .from(auditLogs)
      .where(inArray(auditLogs.entityId, ['queue-first', 'queue-last']));
    expect(written.map((row) => row.entityId).sort()).toEqual(['queue-first', 'queue-last']);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toMatchObject({
      auditRow: expect.objectContaining({ entityId: 'queue-\u0000-broken', at: expect.any(Date) }),
    });
  });
});
