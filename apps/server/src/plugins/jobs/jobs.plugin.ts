import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createScheduler, type Scheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where modules register their scheduled jobs (run once per schedule across instances). */
    scheduler: Scheduler;
  }
}

/** Starts the scheduled jobs once the server listens (not in tests that only inject). */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const scheduler = createScheduler({ db: app.db, log: app.log });
    app.decorate('scheduler', scheduler);
    app.addHook('onListen', async () => {
      // Listening does not wait for the first runs.
      void scheduler.start();
    });
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
