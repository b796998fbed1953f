import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { DomainError } from '../core/errors';
import { isExportQuery } from '../core/route-schemas';

/**
 * Seconds a refused client is asked to wait: an export of tens of thousands of rows takes a few
 * seconds, so asking again at once would only be refused again.
 */
export const EXPORT_RETRY_AFTER_SECONDS = 5;

/** The slots of exports running at once; `take` answers false when none is free. */
export const createExportSlots = (size: number) => {
  let running = 0;
  return {
    take: () => {
      if (running >= size) return false;
      running++;
      return true;
    },
    give: () => {
      running--;
    },
    get running() {
      return running;
    },
  };
};
export type ExportSlots = ReturnType<typeof createExportSlots>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The exports running on this instance (plugins/export-limit). */
    exportSlots: ExportSlots;
  }
}

/**
 * An export reads up to 50,000 rows and writes them while the client downloads: each keeps a
 * database connection busy and the server tens of megabytes larger for seconds, and at month end
 * several at once slow every other request (issue 33; bench/RESULTS.md, Exports at once). So an
 * instance runs at most `concurrency` exports; the next is answered 503 with Retry-After and a
 * message the web shows like any other, before it reads anything. The slot is taken once the request is known to be allowed and valid
 * (after the access check and the query's validation) and given back when the response closes:
 * the file sent, the stream failed, or the client gone (Fastify's onResponse would miss the last).
 */
export const exportLimitPlugin = fp(
  async (app: FastifyInstance, options: { concurrency: number }) => {
    app.decorate('exportSlots', createExportSlots(options.concurrency));
    const takeSlot = async (_request: FastifyRequest, reply: FastifyReply) => {
      if (!app.exportSlots.take()) {
        reply.header('retry-after', String(EXPORT_RETRY_AFTER_SECONDS));
        throw new DomainError(503, REQUEST_MESSAGES.exportsBusy);
      }
      // A client gone before its slot was taken closed the response already: no 'close' will come.
      if (reply.raw.closed) app.exportSlots.give();
      else reply.raw.once('close', () => app.exportSlots.give());
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isExportQuery(route.schema?.querystring)) return;
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...existing, takeSlot];
    });
  },
  { name: 'export-limit' },
);
