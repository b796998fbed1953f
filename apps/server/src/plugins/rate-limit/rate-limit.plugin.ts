import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { deleteExpiredCounters } from './rate-limit.repository';
import { databaseRateLimitStore } from './rate-limit-store';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Rate limits for the routes that ask for one (`config.rateLimit`), counted in the database so
 * that all instances share them; an hourly job removes the counters whose window is over.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(app.db),
      errorResponseBuilder: () => ({ statusCode: 429, message: AUTH_MESSAGES.rateLimited }),
    });
    app.scheduler.register({
      name: 'rate-limit-prune',
      everyMs: PRUNE_INTERVAL_MS,
      run: () => deleteExpiredCounters(app.db),
    });
  },
  { name: 'rate-limit', dependencies: ['database', 'jobs'] },
);
