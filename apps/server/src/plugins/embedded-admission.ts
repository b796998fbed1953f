import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { DomainError } from '../core/errors';

/** Requests of the embedded database in progress at once; the rest wait their turn in order. */
export const EMBEDDED_CONCURRENCY = 8;

/**
 * How long a request waits for its turn before it is answered 503 instead. With the time its
 * own statements take, no one waits for an answer more than about two seconds.
 */
export const EMBEDDED_MAX_WAIT_MS = 1000;

/** Seconds a refused client is asked to wait before it asks again. */
const RETRY_AFTER_SECONDS = 1;

interface Waiter {
  resolve: (turn: boolean) => void;
  timer: NodeJS.Timeout;
}

/**
 * A counting semaphore whose waiters are served first come, first served. `take` resolves true
 * with a turn, or false when none came within `maxWaitMs`. A turn given back passes to the next
 * waiter in the event loop's next round, not within the same run of promise callbacks: the
 * embedded database answers every statement at once, so requests chained that way would keep
 * the loop from reading sockets until the whole queue was served.
 */
export const createTurns = (size: number, maxWaitMs: number) => {
  let free = size;
  const waiting: Waiter[] = [];
  return {
    take: () => {
      if (free > 0) {
        free--;
        return Promise.resolve(true);
      }
      return new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            resolve(false);
          }, maxWaitMs),
        };
        waiting.push(waiter);
      });
    },
    give: () => {
      const next = waiting.shift();
      if (!next) {
        free++;
        return;
      }
      clearTimeout(next.timer);
      setImmediate(() => next.resolve(true));
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
 * few others only, and nobody waits longer than the queue ahead of him. A request that gets no
 * turn within `maxWaitMs` is answered 503 with Retry-After at once: past the users the embedded
 * database serves (README), a quick refusal is better than an answer after many seconds. A turn
 * ends when the answer is ready to be sent (a file or an export then streams without holding it),
 * not when its client goes away: its statements still run, and a turn given up then would let
 * more requests into the database than it serves. Uploads do not take one: their time is spent
 * receiving bytes, not in the database. Nor do health checks: a busy server is not a dead one.
 */
export const embeddedAdmissionPlugin = fp(
  async (app: FastifyInstance, options: { concurrency?: number; maxWaitMs?: number }) => {
    const turns = createTurns(
      options.concurrency ?? EMBEDDED_CONCURRENCY,
      options.maxWaitMs ?? EMBEDDED_MAX_WAIT_MS,
    );
    const release = async (request: FastifyRequest) => {
      if (!heldTurns.delete(request)) return;
      turns.give();
    };
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health/')) return;
      if (request.headers['content-type']?.startsWith('multipart/')) return;
      if (!(await turns.take())) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new DomainError(503, REQUEST_MESSAGES.serverBusy);
      }
      heldTurns.add(request);
    });
    app.addHook('onSend', release);
    app.addHook('onResponse', release);
  },
  { name: 'embedded-admission' },
);
