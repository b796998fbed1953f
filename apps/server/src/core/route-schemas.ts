import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@creditdesk/domain/shared/envelope.schemas';
import { exportFormatSchema } from '@creditdesk/domain/shared/list-query.schemas';

/**
 * The error answers of every route that names a permission. The OpenAPI description adds the rest
 * from each route's shape (`errorStatuses`), so a route need not list them by hand.
 */
export const protectedErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
};

export const bearer = [{ bearer: [] }];

/**
 * The schema keys of a route that takes a form: signed in, and the form sent as multipart (its
 * JSON parts typed or not) or its fields as JSON (plugins/openapi describes both).
 */
export const formRouteSchema = {
  security: bearer,
  consumes: ['multipart/form-data', 'application/json'],
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every error status a route can answer, read from its config, method and path:
 * - 400 on every route: a NUL in the URL is refused before routing to any handler;
 * - 401 when it needs a session, 403 when it needs a permission;
 * - 404 when its path names a record, or when it writes under a permission (the body names records
 *   too: an application's debitur, a document's application);
 * - 409 on a write under a permission (status rules, versions, duplicates, records in use);
 * - 413 and 415 on every method with a body: the body parser's size limit and content types;
 * - 429 when it is rate-limited;
 * - 503 on every API route: the server is stopping, or the embedded database gave the request no
 *   turn within a second (plugins/embedded-admission); on an export also when the instance runs as
 *   many exports as it may (plugins/export-limit, `exportBusyAnswer`).
 */
export const errorStatuses = (route: Pick<RouteOptions, 'method' | 'url' | 'config'>) => {
  const config = route.config ?? {};
  const writes = [route.method].flat().some((method) => WRITE_METHODS.has(method));
  const needsPermission = Boolean(config.permission);
  const statuses = [400];
  if (needsPermission || config.access === 'signed-in') statuses.push(401);
  if (needsPermission) statuses.push(403);
  if (route.url.includes(':') || (needsPermission && writes)) statuses.push(404);
  if (needsPermission && writes) statuses.push(409);
  if (writes) statuses.push(413, 415);
  if (config.rateLimit) statuses.push(429);
  if (route.url.startsWith('/api/')) statuses.push(503);
  return statuses;
};

/** Bytes sent as they are: a stream or buffer never reaches the serializer. */
const binary = z
  .custom<NodeJS.ReadableStream | Buffer>()
  .meta({ type: 'string', format: 'binary' });

/** A file part of a multipart form, for the OpenAPI description. */
export const filePart = (description: string) =>
  z.string().meta({ type: 'string', format: 'binary', description }).optional();

/** A 200 that sends a file's bytes in one of `contentTypes`, for the OpenAPI description. */
export const fileAnswer = (contentTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: binary }])),
});

export const EXPORT_CONTENT_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
] as const;

/** A list export: its query takes the export `format`, and it answers the file (lib/table-export). */
export const isExportQuery = (querystring: unknown) =>
  querystring instanceof z.ZodObject &&
  querystring.shape.format === exportFormatSchema.shape.format;

export const exportAnswer = fileAnswer(
  EXPORT_CONTENT_TYPES,
  'The list as a workbook (format=xlsx, the default) or as CSV (format=csv), an attachment',
);

/** An export's 503, described for the OpenAPI description: too many exports, or busy. */
export const exportBusyAnswer = {
  description:
    'Too many exports are running on this instance (EXPORT_CONCURRENCY), or the server is busy or stopping: the error body, with Retry-After in seconds',
  content: { 'application/json': { schema: errorBodySchema } },
};

/** Error answers of a route that takes files: also too large (413) and of the wrong type (415). */
export const uploadErrors = {
  ...protectedErrors,
  413: errorBodySchema,
  415: errorBodySchema,
};
