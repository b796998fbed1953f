import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { Unauthorized } from './errors';

/** Who makes a change, for created-by fields and audit rows. */
export interface Actor {
  userId: string;
  name: string;
  requestId?: string;
}

/** The signed-in user behind a request of an authenticated route. */
export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.principal) throw new Unauthorized(AUTH_MESSAGES.tokenMissing);
  return { userId: request.principal.userId, name: request.principal.name, requestId: request.id };
};
