import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecondInstance, createTestApp, type TestContext } from '../../testing/test-app';
import { quietLog } from '../../testing/quiet-log';
import { findJob } from './jobs.repository';
import { scheduledJobs } from './jobs.table';
import { createScheduler } from './scheduler';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});

afterAll(async () => {
  await context.close();
});

const instances = (count: number, run: () => Promise<unknown>, name: string) =>
  Array.from({ length: count }, (_, index) => {
    const scheduler = createScheduler({ db: context.db, log: quietLog(), instance: `i${index}` });
    scheduler.register({ name, everyMs: 60 * 60 * 1000, run });
    return scheduler;
  });

describe('scheduled jobs across instances', () => {
  it('runs a due job once however many instances ask at once', async () => {
    const run = vi.fn(async () => undefined);
    const schedulers = instances(3, run, 'test-once');
    const ran = await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    expect(ran.flat()).toEqual(['test-once']);
    expect(run).toHaveBeenCalledTimes(1);

    // Not due again within its interval.
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    expect(run).toHaveBeenCalledTimes(1);

    // Due again once its time has come: again exactly one instance runs it.
    await context.db.execute(
      sql`update ${scheduledJobs} set next_run_at = now() where name = 'test-once'`,
    );
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    expect(run).toHaveBeenCalledTimes(2);
    expect(await findJob(context.db, 'test-once')).toMatchObject({ runs: 2 });
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  });

  it('keeps to the schedule when a run fails, and logs the failure', async () => {
    const log = quietLog();
    const scheduler = createScheduler({ db: context.db, log, instance: 'failing' });
    scheduler.register({
      name: 'test-failing',
      everyMs: 60_000,
      run: async () => Promise.reject(new Error('store unreachable')),
    });
    expect(await scheduler.tick()).toEqual(['test-failing']);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(await scheduler.tick()).toEqual([]);
    await scheduler.stop();
  });

  it('runs a job marked atStart whenever an instance starts, however recent its last run', async () => {
    const run = vi.fn(async () => undefined);
    const job = { name: 'test-at-start', everyMs: 60 * 60 * 1000, atStart: true, run };
    const first = createScheduler({ db: context.db, log: quietLog(), instance: 'first' });
    first.register(job);
    expect(await first.start()).toEqual(['test-at-start']);
    await first.stop();
    // Restarted a moment later: an hourly job would not be due, one run at start is.
    const restarted = createScheduler({ db: context.db, log: quietLog(), instance: 'again' });
    restarted.register(job);
    expect(await restarted.start()).toEqual(['test-at-start']);
    expect(await restarted.tick()).toEqual([]);
    await restarted.stop();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('registers the app jobs once each, in every instance', async () => {
    const second = await createSecondInstance(context);
    try {
      await Promise.all([context.app.scheduler.tick(), second.scheduler.tick()]);
      for (const name of ['storage-sweep', 'rate-limit-prune'])
        expect(await findJob(context.db, name)).toMatchObject({ runs: 1 });
    } finally {
      await second.close();
    }
  });
});
