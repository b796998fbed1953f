import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepOrphanFiles } from './storage-sweep.service';

export const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Sweeps orphan files once a day, on one instance at a time (the scheduler claims the run). */
export const storageSweepPlugin = fp(
  async (app: FastifyInstance) => {
    app.scheduler.register({
      name: 'storage-sweep',
      everyMs: SWEEP_INTERVAL_MS,
      run: (signal) =>
        sweepOrphanFiles({ db: app.db, storage: app.storage, log: app.log }, { signal }),
    });
  },
  {
    name: 'storage-sweep',
    dependencies: ['database', 'jobs'],
    decorators: { fastify: ['storage'] },
  },
);
