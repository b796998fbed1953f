import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CATALOGUE, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { authHeaderWithGrants } from './factories';
import { ROUTE_PERMISSIONS } from './route-permissions';
import { createTestApp, type TestContext } from './test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Every grant of the catalogue except one (sub menu, access type). */
const everythingBut = (subMenu: string, access: AccessType) => {
  const grants: Record<string, AccessType[]> = {};
  for (const menu of ACCESS_CATALOGUE) {
    for (const item of menu.subMenus) {
      const kept = item.access.filter((type) => !(item.name === subMenu && type === access));
      if (kept.length) grants[item.name] = [...kept];
    }
  }
  return grants;
};

/**
 * Generated from the route table: for every route that names a permission, a role holding exactly
 * that permission gets past the gate and a role holding everything else gets 403.
 */
describe('permission matrix', () => {
  it('covers the master-data routes', () => {
    const urls = context.app.permissionTable.map((row) => `${row.method} ${row.url}`);
    expect(urls).toContain('GET /api/v1/master-data/groups');
    expect(urls).toContain('DELETE /api/v1/master-data/group/:id');
  });

  // The gate tests below prove each route enforces the permission it names; this pins which one
  // it names, so a route whose permission changes fails here instead of passing both.
  it('names for every route the permission of route-permissions.ts', () => {
    const named = context.app.permissionTable.map(
      ({ method, url, permission }) =>
        `${method} ${url} ${permission.subMenu}/${permission.access}`,
    );
    expect(named).toEqual(expect.arrayContaining(ROUTE_PERMISSIONS));
  });

  it('has every access type the catalogue offers gate at least one route', () => {
    const gated = new Set(
      context.app.permissionTable.map(
        ({ permission }) => `${permission.subMenu}/${permission.access}`,
      ),
    );
    const offered = ACCESS_CATALOGUE.flatMap((menu) =>
      menu.subMenus.flatMap((item) => item.access.map((access) => `${item.name}/${access}`)),
    );
    expect(offered.filter((pair) => !gated.has(pair))).toEqual([]);
  });

  // One test per sub menu, not one for all ~110 routes: each stays seconds long on a busy machine.
  it.each(ACCESS_CATALOGUE.flatMap((menu) => menu.subMenus.map((item) => item.name)))(
    'lets exactly the named permission of %s through and refuses everyone else',
    async (subMenu) => {
      const routes = context.app.permissionTable.filter(
        ({ permission }) => permission.subMenu === subMenu,
      );
      expect(routes.length).toBeGreaterThan(0);
      // One pair of users per access type, whose sessions are minted (no argon2, no captcha).
      const sessions = new Map<AccessType, Promise<Record<string, string>[]>>();
      const sessionsFor = (access: AccessType) => {
        if (!sessions.has(access))
          sessions.set(
            access,
            Promise.all([
              authHeaderWithGrants(context, { [subMenu]: [access] }),
              authHeaderWithGrants(context, everythingBut(subMenu, access)),
            ]),
          );
        return sessions.get(access)!;
      };
      for (const { method, url, permission } of routes) {
        const path = url.replaceAll(/:\w+/g, UNKNOWN_ID);
        const [allowed, denied] = await sessionsFor(permission.access);
        const request = {
          method: method as 'GET',
          url: path,
          payload: method === 'GET' ? undefined : {},
        };

        const pass = await context.app.inject({ ...request, headers: allowed });
        expect(pass.statusCode, `${method} ${url} with ${subMenu}/${permission.access}`).not.toBe(
          403,
        );
        expect(pass.statusCode).not.toBe(401);
        const refuse = await context.app.inject({ ...request, headers: denied });
        expect(refuse.statusCode, `${method} ${url} without ${subMenu}/${permission.access}`).toBe(
          403,
        );
        const anonymous = await context.app.inject(request);
        expect(anonymous.statusCode).toBe(401);
      }
    },
  );
});
