import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { actorOf, type Actor } from '../plugins/actor';
import { sendAttachment, type Download } from '../core/attachment-header';
import { bearer, fileAnswer, protectedErrors } from '../core/route-schemas';
import type { App } from './crud-routes';

/**
 * `GET` of a stored file under a permission, sent as an attachment under its original name; the
 * description names the types it may have.
 */
export const attachmentRoute = <Params extends z.ZodType>(
  app: App,
  route: {
    url: string;
    config: FastifyContextConfig;
    tags: string[];
    summary: string;
    params: Params;
    contentTypes: readonly string[];
    /** What the file is, for the description. */
    description: string;
    download: (params: z.output<Params>, actor: Actor) => Promise<Download>;
  },
) =>
  app.route({
    method: 'GET',
    url: route.url,
    config: route.config,
    schema: {
      tags: route.tags,
      security: bearer,
      summary: route.summary,
      params: route.params,
      response: { 200: fileAnswer(route.contentTypes, route.description), ...protectedErrors },
    },
    handler: async (request, reply) => {
      const { file, stream } = await route.download(
        request.params as z.output<Params>,
        actorOf(request),
      );
      return sendAttachment(reply, file, stream);
    },
  });
