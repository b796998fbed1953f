import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { actorOf, type Actor } from '../plugins/actor';
import { bearer, protectedErrors } from '../core/route-schemas';
import type { App } from './crud-routes';

/** What a route's handler reads of its request, as the route's schemas parsed it. */
export interface RouteInput<Params, Query, Body> {
  params: Params;
  query: Query;
  body: Body;
}

/** The `response` of a `{ message, response }` answer. */
type Answered<Answer extends z.ZodType> =
  z.input<Answer> extends { response: infer Response } ? Response : never;

/**
 * A route under a permission that answers JSON `{ message, response }` with 200. The schema's
 * bearer and error answers come from here, so a module names only its path, schemas, message and
 * service call; routes that answer 201, a file or a multipart form stay written out.
 */
export const answerRoute = <
  Answer extends z.ZodType,
  Params extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodType = z.ZodUndefined,
  Body extends z.ZodType = z.ZodUndefined,
>(
  app: App,
  route: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    config: FastifyContextConfig;
    tags: string[];
    summary?: string;
    params?: Params;
    querystring?: Query;
    body?: Body;
    /** The 200 answer: `envelope(item)` or `listEnvelope(item)`. */
    answer: Answer;
    /** The answer's message; a function where it tells what the body asked for. */
    message: string | ((body: z.output<Body>) => string);
    handle: (
      input: RouteInput<z.output<Params>, z.output<Query>, z.output<Body>>,
      actor: Actor,
    ) => Promise<Answered<Answer>>;
  },
) =>
  app.route({
    method: route.method,
    url: route.url,
    config: route.config,
    schema: {
      tags: route.tags,
      security: bearer,
      ...(route.summary ? { summary: route.summary } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.querystring ? { querystring: route.querystring } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { 200: route.answer, ...protectedErrors },
    },
    handler: async (request) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as RouteInput<z.output<Params>, z.output<Query>, z.output<Body>>;
      return {
        message: typeof route.message === 'string' ? route.message : route.message(input.body),
        response: await route.handle(input, actorOf(request)),
      };
    },
  });
