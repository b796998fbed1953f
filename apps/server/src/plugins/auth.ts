import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { Forbidden, Unauthorized } from '../lib/errors';
import type { RequiredAccess } from '../modules/auth/auth.repository';
import type { AuthService, Principal } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid bearer token of a live session, else 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: authenticated and holding (subMenu, access), else 401 / 403. */
    requirePermission: (
      subMenu: string,
      access: AccessType,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** The (sub menu, access type) a route needs; enforced for every route that names one. */
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    /** Every route that names a permission, for the generated permission matrix test. */
    permissionTable: PermissionTableRow[];
  }
}

export interface RoutePermission {
  subMenu: string;
  access: AccessType;
}

export interface PermissionTableRow {
  method: string;
  url: string;
  permission: RoutePermission;
}

/** Route config naming the permission a route needs: `{ config: permission('Master Data Group', 'Read') }`. */
export const permission = (subMenu: string, access: AccessType) => ({
  permission: { subMenu, access },
});

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
};

export const authPlugin = fp(
  async (app: FastifyInstance, options: { authService: AuthService }) => {
    /** Signs the request in; with `required`, answers whether the role grants it. */
    const signIn = async (request: FastifyRequest, required?: RequiredAccess) => {
      const token = bearerToken(request);
      if (!token) throw new Unauthorized(AUTH_MESSAGES.tokenMissing);
      const found = await options.authService.authenticate(token, required);
      if (!found) throw new Unauthorized(AUTH_MESSAGES.tokenInvalid);
      request.principal = found.principal;
      return found.allowed;
    };

    const authenticate = async (request: FastifyRequest) => {
      await signIn(request);
    };

    // The grant is checked in the session's own query: one round trip per protected request.
    const requirePermission =
      (subMenu: string, access: AccessType) => async (request: FastifyRequest) => {
        if (!(await signIn(request, { subMenu, access }))) throw new Forbidden();
      };

    app.decorateRequest('principal', undefined);
    app.decorate('authenticate', authenticate);
    app.decorate('requirePermission', requirePermission);
    app.decorate('permissionTable', [] as PermissionTableRow[]);
    // A route that names a permission in its config gets the check as its first onRequest hook.
    app.addHook('onRoute', (route) => {
      const required = route.config?.permission;
      if (!required) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD')
          app.permissionTable.push({ method, url: route.url, permission: required });
      }
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [requirePermission(required.subMenu, required.access), ...existing];
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
