import type { RouteOptions } from 'fastify';
import type { TestContext } from './test-app';

/** The app's routes as the tests that walk every route pick them. */

/** Every route of the API, without the HEAD twin Fastify adds to each GET. */
export const apiRoutes = ({ app }: Pick<TestContext, 'app'>) =>
  app.routeTable.filter((route) => route.url.startsWith('/api/v1') && route.method !== 'HEAD');

export const isWrite = (route: Pick<RouteOptions, 'method'>) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(String(route.method));

/** The fields a route's zod schema declares for its query or body; none without a schema. */
export const schemaShape = (route: RouteOptions, part: 'querystring' | 'body') =>
  (route.schema?.[part] as { shape?: Record<string, unknown> } | undefined)?.shape;

export const schemaKeys = (route: RouteOptions, part: 'querystring' | 'body') =>
  Object.keys(schemaShape(route, part) ?? {});

/** Every list of the API: the GET routes whose query takes a search. */
export const listRoutes = (context: Pick<TestContext, 'app'>) =>
  apiRoutes(context).filter(
    (route) => route.method === 'GET' && schemaKeys(route, 'querystring').includes('search'),
  );

/** The write routes that read a multipart form (their OpenAPI description says they consume it). */
export const multipartRoutes = (context: Pick<TestContext, 'app'>) =>
  apiRoutes(context)
    .filter(isWrite)
    .filter((route) =>
      ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
        'multipart/form-data',
      ),
    );
