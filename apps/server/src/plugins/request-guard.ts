import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { Invalid } from '../lib/errors';
import { refuseNul } from '../lib/input-guard';

/** A NUL in a URL, escaped (the only way one reaches a path parameter or the query) or raw. */
const hasNulInUrl = (url: string) => url.toLowerCase().includes('%00') || url.includes('\u0000');

/**
 * Refuses a NUL character wherever a request carries text, once for every route: in the URL (path
 * and query) before routing, in a parsed body before validation. Multipart fields are checked where
 * they are read (lib/multipart).
 */
export const requestGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (hasNulInUrl(request.url)) throw new Invalid(REQUEST_MESSAGES.nulCharacter);
    });
    app.addHook('preValidation', async (request) => {
      refuseNul(request.body);
    });
  },
  { name: 'request-guard', dependencies: ['errors'] },
);
