import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditQueue, type AuditQueue, type AuditQueueOptions } from './audit-queue';
import { refusedWriteOf } from './refused-writes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Audit rows written in batches: reads of a detail and refused writes. */
    auditQueue: AuditQueue;
  }
}

/**
 * The app's audit queue, and the audit row of every refused write (403 or 404 to a signed-in
 * user's POST, PUT, PATCH or DELETE), kept as the answer is sent. Closing the app writes what is
 * still kept, before the database closes.
 */
export const auditQueuePlugin = fp(
  async (app: FastifyInstance, options: AuditQueueOptions) => {
    const queue = createAuditQueue({ db: app.db, log: app.log, ...options });
    app.decorate('auditQueue', queue);
    app.addHook('onSend', async (request, reply, payload) => {
      const refused = refusedWriteOf(request, reply.statusCode, payload);
      if (refused) queue.add(refused);
      return payload;
    });
    app.addHook('onClose', () => queue.flush());
  },
  { name: 'audit-queue', dependencies: ['database'] },
);
