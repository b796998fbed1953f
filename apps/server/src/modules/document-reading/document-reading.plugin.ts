import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDocumentReader, type DocumentReader } from './document-reader';
import { prepareLanguageFolder } from './reading-languages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads uploaded files for their numbers; tests `drain()` it instead of waiting. */
    documentReader: DocumentReader;
  }
}

/** How often an instance looks for files left unread (another instance stopped while reading). */
export const READING_SWEEP_MS = 60_000;

/** The routes whose success may have stored a document's file. */
const UPLOAD_URL = '/api/v1/document-credit-application';

/**
 * Reads files once the server listens: whenever an upload has answered (its transaction has
 * committed by then, so the version is there to claim), at start (what a stopped instance left)
 * and every minute. Tests that only inject never start it, and drain the reader themselves.
 * With READING=off nothing is read.
 */
export const documentReadingPlugin = fp(
  async (app: FastifyInstance) => {
    const { enabled, timeoutMs, concurrency } = app.config.reading;
    const reader = createDocumentReader({
      db: app.db,
      storage: app.storage,
      log: app.log,
      languageFolder: await prepareLanguageFolder(app.config.dataDir),
      timeoutMs,
      concurrency,
    });
    app.decorate('documentReader', reader);
    if (!enabled) return;
    let listening = false;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      listening = true;
      reader.sweep();
      timer = setInterval(() => reader.sweep(), READING_SWEEP_MS).unref();
    });
    app.addHook('onResponse', async (request, reply) => {
      const url = request.routeOptions.url ?? '';
      if (
        listening &&
        request.method !== 'GET' &&
        url.startsWith(UPLOAD_URL) &&
        reply.statusCode < 300
      )
        reader.wake();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await reader.stop();
    });
  },
  { name: 'document-reading', dependencies: ['database'], decorators: { fastify: ['storage'] } },
);
