import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { Invalid } from '../core/errors';
import { refuseDeepNesting, refuseNul } from '../core/input-guard';

/** A NUL in a URL, escaped (the only way one reaches a path parameter or the query) or raw. */
const hasNulInUrl = (url: string) => url.toLowerCase().includes('%00') || url.includes('\u0000');

/**
 * Refuses what no route could read, once for every route: a NUL character in the URL (path and
 * query) before routing, JSON nested deeper than `JSON_DEPTH_MAX` before it is parsed, and a NUL in
 * a parsed body before validation. Multipart fields are checked where they are read
 * (lib/streamed-upload).
 */
export const requestGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (hasNulInUrl(request.url)) throw new Invalid(REQUEST_MESSAGES.nulCharacter);
    });
    // Fastify's own parser (with its prototype-poisoning checks), behind a depth check on the text.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      try {
        refuseDeepNesting(String(body));
      } catch (error) {
        done(error as Error, undefined);
        return;
      }
      // The default parser answers through `done`; it returns nothing to wait for.
      void parseJson(request, String(body), done);
    });
    app.addHook('preValidation', async (request) => {
      refuseNul(request.body);
    });
  },
  { name: 'request-guard', dependencies: ['errors'] },
);
