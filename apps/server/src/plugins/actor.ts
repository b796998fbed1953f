import type { FastifyRequest } from 'fastify';
import { SUPER_ADMIN_ROLE } from '@creditdesk/domain/access/built-in-role';
import type { DataScope } from '@creditdesk/domain/access/privilege';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { EVERY_BRANCH, type BranchScope } from '../core/branch-scope';
import { Unauthorized } from '../core/errors';
import type { Executor } from '../db/client';
import type { Principal } from './auth';

/** Who makes a change or reads data: for created-by fields, audit rows, privileges and scope. */
export interface Actor {
  userId: string;
  name: string;
  requestId?: string;
  roleId: string | null;
  /** Holds the built-in Super Admin role, the only one that may give it. */
  superAdmin: boolean;
  dataScope: DataScope;
  /**
   * The branches whose debiturs and credit applications the actor sees, read through `executor`
   * (inside a transaction, its own: an embedded database has one connection, which the open
   * transaction holds).
   */
  branchScope: (executor: Executor) => Promise<BranchScope>;
}

// The area is read once per request, and only by requests that touch scoped records.
const scopes = new WeakMap<FastifyRequest, Promise<BranchScope>>();

const branchScopeOf = (request: FastifyRequest, principal: Principal, executor: Executor) => {
  let scope = scopes.get(request);
  if (!scope) {
    scope =
      principal.role?.dataScope === 'all'
        ? Promise.resolve(EVERY_BRANCH)
        : request.server.areaBranchIds(executor, principal.userId).then((branchIds) => ({
            all: false as const,
            userId: principal.userId,
            branchIds,
          }));
    scopes.set(request, scope);
  }
  return scope;
};

/** The signed-in user behind a request of an authenticated route. */
export const actorOf = (request: FastifyRequest): Actor => {
  const principal = request.principal;
  if (!principal) throw new Unauthorized(AUTH_MESSAGES.tokenMissing);
  return {
    userId: principal.userId,
    name: principal.name,
    requestId: request.id,
    roleId: principal.role?.id ?? null,
    superAdmin: principal.role?.name === SUPER_ADMIN_ROLE,
    dataScope: principal.role?.dataScope ?? 'area',
    branchScope: (executor) => branchScopeOf(request, principal, executor),
  };
};
