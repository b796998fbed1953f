import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepOrphanFiles } from './storage-sweep.service';

export const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Sweeps orphan files once the server listens and every 24 hours after. The timer does not keep
 * the process alive and stops with the server. Several instances may sweep the same store: the
 * sweep removes only files no row names, so running it twice does no harm.
 */
export const storageSweepPlugin = fp(
  async (app: FastifyInstance) => {
    const stopping = new AbortController();
    let running: Promise<unknown> | undefined;
    const sweep = () => {
      running ??= sweepOrphanFiles(
        { db: app.db, storage: app.storage, log: app.log },
        { signal: stopping.signal },
      )
        .catch((error: unknown) => app.log.error({ err: error }, 'storage sweep failed'))
        .finally(() => (running = undefined));
    };
    let timer: NodeJS.Timeout | undefined;

    app.addHook('onListen', async () => {
      sweep();
      timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      stopping.abort();
      await running;
    });
  },
  { name: 'storage-sweep', dependencies: ['database'], decorators: { fastify: ['storage'] } },
);
