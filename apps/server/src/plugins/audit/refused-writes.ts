import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from './audit.repository';

export const REFUSED_WRITE_ENTITY = 'refused-write';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Not permitted, and not found (which is also the answer outside the caller's branch scope). */
const REFUSED = new Set([403, 404]);

/** The refusal's code from the error body (its English message where it has none). */
const reasonOf = (statusCode: number, payload: unknown) => {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    if (typeof payload === 'string') body = JSON.parse(payload) as typeof body;
  } catch {
    // Not JSON: the status code says enough.
  }
  return {
    code:
      typeof body.code === 'string'
        ? body.code
        : statusCode === 403
          ? 'request.forbidden'
          : 'request.notFound',
    message: typeof body.message === 'string' ? body.message : null,
  };
};

/**
 * The audit row of a write a signed-in user was refused with 403 or 404: who, which route (method,
 * pattern and path parameters), and why. The refused record's id is the row's entity id, so the
 * record's trail shows who tried; a route without an id is named instead. Anonymous requests (401)
 * have no actor and are not recorded; refused sign-ins are audited by auth.
 */
export const refusedWriteOf = (
  request: FastifyRequest,
  statusCode: number,
  payload: unknown,
): AuditEntry | undefined => {
  const route = request.routeOptions.url;
  if (!request.principal || !route || !REFUSED.has(statusCode)) return undefined;
  if (!WRITE_METHODS.has(request.method)) return undefined;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const id = typeof params.id === 'string' ? params.id : undefined;
  return {
    actorId: request.principal.userId,
    entity: REFUSED_WRITE_ENTITY,
    entityId: id ?? `${request.method} ${route}`,
    action: 'refused',
    after: { method: request.method, route, params, statusCode, ...reasonOf(statusCode, payload) },
    requestId: request.id,
  };
};
