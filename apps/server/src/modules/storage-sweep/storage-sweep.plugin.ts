import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepOrphanFiles } from './storage-sweep.service';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sweeps orphan files at every start and then hourly, on one instance at a time (the scheduler
 * claims the run): a crash's files go at the next start once they are old enough.
 */
export const storageSweepPlugin = fp(
  async (app: FastifyInstance) => {
    app.scheduler.register({
      name: 'storage-sweep',
      everyMs: SWEEP_INTERVAL_MS,
      atStart: true,
      run: (signal) =>
        sweepOrphanFiles(
          { db: app.db, storage: app.storage, log: app.log },
          { signal, minAgeMs: app.config.orphanFileMinAgeMs },
        ),
    });
  },
  {
    name: 'storage-sweep',
    dependencies: ['database', 'jobs'],
    decorators: { fastify: ['storage'] },
  },
);
