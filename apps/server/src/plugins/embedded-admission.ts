import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Requests of the embedded database in progress at once; the rest wait their turn in order. */
export const EMBEDDED_CONCURRENCY = 8;

/** A counting semaphore whose waiters are served first come, first served. */
export const createTurns = (size: number) => {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    take: () =>
      free > 0
        ? (free--, Promise.resolve())
        : new Promise<void>((resolve) => waiting.push(resolve)),
    give: () => {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
    get waiting() {
      return waiting.length;
    },
  };
};

const heldTurns = new WeakSet<FastifyRequest>();

/**
 * The embedded database (PGlite) runs one statement at a time for the whole process. Under many
 * users every statement of every request joins one queue, so a request of six statements queues
 * six times while one of two passes it, and some wait for many seconds. API requests therefore
 * take a turn first, in order of arrival, a few at a time: each then runs its statements among a
 * few others only, and nobody waits longer than the queue ahead of him. A turn ends when the
 * answer is ready to be sent (a file or an export then streams without holding it). Uploads do
 * not take one: their time is spent receiving bytes, not in the database.
 */
export const embeddedAdmissionPlugin = fp(
  async (app: FastifyInstance, options: { concurrency?: number }) => {
    const turns = createTurns(options.concurrency ?? EMBEDDED_CONCURRENCY);
    const release = async (request: FastifyRequest) => {
      if (!heldTurns.delete(request)) return;
      turns.give();
    };
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      if (request.headers['content-type']?.startsWith('multipart/')) return;
      await turns.take();
      heldTurns.add(request);
    });
    app.addHook('onSend', release);
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);
  },
  { name: 'embedded-admission' },
);
