import { afterAll, beforeAll } from 'vitest';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { adminSession, authHeaderWithGrants, scopedSession } from './factories';
import { requester, type Headers, type Method } from './http';
import { createArea } from './master-data';
import { createTestApp, type TestContext } from './test-app';

/**
 * The users of a branch-scope test, each holding `grants`: two whose roles see only their own area
 * (north and south), one whose role sees every branch, and a Super Admin.
 */
export const branchScopeUsers = async (
  context: Pick<TestContext, 'app' | 'db'>,
  grants: Record<string, AccessType[]>,
) => {
  const admin = (await adminSession(context)).headers;
  const northArea = await createArea(context.db, 'North');
  const southArea = await createArea(context.db, 'South');
  const north = (await scopedSession(context, grants, [northArea])).headers;
  const south = (await scopedSession(context, grants, [southArea])).headers;
  const everywhere = await authHeaderWithGrants(context, grants);
  return { admin, northArea, southArea, north, south, everywhere };
};

/** Scope tests name the user first: the same call, as north, south or everywhere. */
export const callAs =
  ({ call }: Pick<ReturnType<typeof requester>, 'call'>) =>
  (method: Method, url: string, as: Headers, payload?: unknown) =>
    call(method, url, payload, as);

type ScopeUsers = Awaited<ReturnType<typeof branchScopeUsers>>;

/**
 * One branch-scope test file's app and its `branchScopeUsers` holding `grants`: built in
 * `beforeAll`, closed in `afterAll`. `scope` reads them once `beforeAll` has run; `call` names
 * the user first (`callAs`), under `base`.
 */
export const branchScopeTestFile = (grants: Record<string, AccessType[]>, base: string) => {
  let context: TestContext | undefined;
  let users: ScopeUsers | undefined;
  beforeAll(async () => {
    context = await createTestApp();
    users = await branchScopeUsers(context, grants);
  });
  afterAll(() => context?.close());
  const built = <T>(value: T | undefined) => {
    if (value === undefined) throw new Error('The scope test app is built in beforeAll.');
    return value;
  };
  const scope = {
    get context() {
      return built(context);
    },
    get admin() {
      return built(users).admin;
    },
    get north() {
      return built(users).north;
    },
    get south() {
      return built(users).south;
    },
    get everywhere() {
      return built(users).everywhere;
    },
    get northArea() {
      return built(users).northArea;
    },
    get southArea() {
      return built(users).southArea;
    },
  };
  const http = requester(() => scope.context, { base });
  return { scope, http, call: callAs(http) };
};
