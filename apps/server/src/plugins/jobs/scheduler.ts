import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { claimDueRun, ensureJob, makeDueNow } from './jobs.repository';

export interface ScheduledJob {
  /** Unique across the app: the job's row in `scheduled_jobs`. */
  name: string;
  /** Time from one run's start to the next. */
  everyMs: number;
  /**
   * Also due whenever an instance starts, however recent the last run: one of the instances
   * starting runs it (two starting far enough apart may each run it, which a sweep bears).
   */
  atStart?: boolean;
  /** The run; `signal` aborts when the server closes, so a long run can stop between steps. */
  run: (signal: AbortSignal) => Promise<unknown>;
}

export interface SchedulerDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** Names this instance in the job rows; host and process id by default. */
  instance?: string;
}

/** How often each instance asks which jobs are due: the most a run may start late. */
export const SCHEDULER_POLL_MS = 60_000;

/**
 * Runs each registered job once per schedule across every instance sharing the database: each
 * instance asks every minute, and only the one whose update claims the due run starts it.
 */
export const createScheduler = ({
  db,
  log,
  instance = `${os.hostname()}:${process.pid}`,
}: SchedulerDeps) => {
  const jobs = new Map<string, ScheduledJob>();
  const known = new Set<string>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<string[]> | undefined;

  const runIfDue = async (job: ScheduledJob) => {
    if (!known.has(job.name)) {
      await ensureJob(db, job.name);
      known.add(job.name);
    }
    if (!(await claimDueRun(db, job.name, job.everyMs, instance))) return false;
    try {
      await job.run(stopping.signal);
    } catch (error) {
      log.error({ err: error, job: job.name }, 'scheduled job failed');
    }
    return true;
  };

  /** Runs the jobs that are due and this instance claims; answers their names. */
  const tick = () => {
    ticking ??= (async () => {
      const ran: string[] = [];
      for (const job of jobs.values()) {
        if (stopping.signal.aborted) break;
        if (await runIfDue(job)) ran.push(job.name);
      }
      return ran;
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, 'scheduler could not reach the database');
        return [];
      })
      .finally(() => (ticking = undefined));
    return ticking;
  };

  return {
    register(job: ScheduledJob) {
      if (jobs.has(job.name)) throw new Error(`scheduled job ${job.name} is registered twice`);
      jobs.set(job.name, job);
    },
    tick,
    /**
     * Makes the jobs run at start due, runs what is due now, then asks again every minute; the
     * timer does not keep the process up. Answers the first round's jobs.
     */
    start() {
      const first = (async () => {
        for (const job of jobs.values())
          if (job.atStart) {
            await ensureJob(db, job.name);
            known.add(job.name);
            await makeDueNow(db, job.name);
          }
      })()
        .catch((error: unknown) =>
          log.error({ err: error }, 'scheduler could not reach the database'),
        )
        .then(tick);
      timer = setInterval(() => void tick(), SCHEDULER_POLL_MS).unref();
      return first;
    },
    /** Stops asking and lets a run in progress finish (its signal tells it to hurry). */
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await ticking;
    },
  };
};

export type Scheduler = ReturnType<typeof createScheduler>;
