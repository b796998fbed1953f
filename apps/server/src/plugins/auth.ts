import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { DataScope } from '@creditdesk/domain/access/privilege';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { Forbidden, Unauthorized } from '../core/errors';
import type { Executor } from '../db/client';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** The (sub menu, access type) a route needs; enforced for every route that names one. */
    permission?: RoutePermission;
    /**
     * A route open without a permission, on purpose: `public` needs no sign-in (sign-in itself,
     * the web app, the API description), `signed-in` any live session (the user's own data).
     */
    access?: 'public' | 'signed-in';
  }
  interface FastifyInstance {
    /** The branches of a user's area, which the actor of a scoped role sees (`actorOf`). */
    areaBranchIds: Authenticator['areaBranchIds'];
    /** Every route that names a permission, for the generated permission matrix test. */
    permissionTable: PermissionTableRow[];
    /** Every route of the app with its options, for the tests that walk the route table. */
    routeTable: RouteOptions[];
  }
}

export interface RoutePermission {
  subMenu: string;
  access: AccessType;
}

/** The signed-in user of a request, as his live session found him. */
export interface Principal {
  userId: string;
  sessionId: string;
  name: string;
  email: string;
  role: { id: string; name: string; dataScope: DataScope } | null;
}

/**
 * What the plugin asks of the auth module, which app.ts passes in: plugins sit below the modules
 * and know none of them.
 */
export interface Authenticator {
  /**
   * The principal behind an access token (null when it or its session is dead), and whether his
   * role grants `required`.
   */
  authenticate(
    accessToken: string,
    required?: RoutePermission,
  ): Promise<{ principal: Principal; allowed: boolean } | null>;
  areaBranchIds(executor: Executor, userId: string): Promise<string[]>;
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

/** Route config of a route that needs no sign-in, on purpose. */
export const publicRoute = { access: 'public' } as const;

/** Route config of a route any signed-in user may call. */
export const signedInRoute = { access: 'signed-in' } as const;

/** The user of a signed-in route, whom the auth plugin signed in before the handler ran. */
export const signedInPrincipal = (request: FastifyRequest) => {
  if (!request.principal) throw new Unauthorized(AUTH_MESSAGES.tokenMissing);
  return request.principal;
};

/** An onRoute hook marking the routes of a plugin we do not write (docs, static files) public. */
export const markPublic = (route: RouteOptions) => {
  route.config = { ...route.config, ...publicRoute };
};

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
};

/**
 * Deny by default: every route names its permission or is marked public or signed-in; a route
 * that does neither is refused to everyone. Registered before any route so it sees them all.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { authService: Authenticator }) => {
    /** Signs the request in; with `required`, answers whether the role grants it. */
    const signIn = async (request: FastifyRequest, required?: RoutePermission) => {
      const token = bearerToken(request);
      if (!token) throw new Unauthorized(AUTH_MESSAGES.tokenMissing);
      const found = await options.authService.authenticate(token, required);
      if (!found) throw new Unauthorized(AUTH_MESSAGES.tokenInvalid);
      request.principal = found.principal;
      return found.allowed;
    };

    // The grant is checked against the rights read with the session (and remembered with it, see
    // the auth module's session-cache.ts). The config is read per request because plugins we do
    // not write are marked public by an onRoute hook of their own context, which runs after this
    // plugin's.
    const checkAccess = async (request: FastifyRequest) => {
      const { permission: required, access } = request.routeOptions.config;
      if (required) {
        if (!(await signIn(request, required))) throw new Forbidden();
        return;
      }
      if (access === 'signed-in') await signIn(request);
      else if (access !== 'public') throw new Forbidden(REQUEST_MESSAGES.accessUndeclared);
    };

    app.decorateRequest('principal', undefined);
    app.decorate('permissionTable', [] as PermissionTableRow[]);
    app.decorate('routeTable', [] as RouteOptions[]);
    app.decorate('areaBranchIds', options.authService.areaBranchIds);
    app.addHook('onRoute', (route) => {
      app.routeTable.push(route);
      const required = route.config?.permission;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (required && method !== 'HEAD')
          app.permissionTable.push({ method, url: route.url, permission: required });
      }
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [checkAccess, ...existing];
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
