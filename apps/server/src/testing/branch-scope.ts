import { afterAll, beforeAll } from 'vitest';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { adminSession, authHeaderWithGrants, scopedSession } from './factories';
import { requester, type Headers, type Method, type TestResponse } from './http';
import { createArea } from './master-data';
import { createTestApp, type TestContext } from './test-app';

/**
 * The users of a branch-scope test, each holding `grants`: two whose roles see only their own area
 * (north and south), one whose role sees every branch, and a Super Admin.
 */
export const branchScopeUsers = async (
  context: Pick<TestContext, 'app' | 'db' | 'config'>,
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

/**
 * One branch-scope test file's app and its `branchScopeUsers` holding `grants`: built in
 * `beforeAll` (`scope` holds them from then on), closed in `afterAll`. `call` names the user
 * first (`callAs`), under `base`.
 */
export const branchScopeTestFile = (grants: Record<string, AccessType[]>, base: string) => {
  const scope = {} as Awaited<ReturnType<typeof branchScopeUsers>> & { context: TestContext };
  beforeAll(async () => {
    const context = await createTestApp();
    Object.assign(scope, { context }, await branchScopeUsers(context, grants));
  });
  afterAll(() => scope.context?.close());
  const http = requester(() => scope.context, { base });
  return { scope, http, call: callAs(http) };
};

/** The sorted values of `field` in a list's page: who sees which rows. */
export const sortedValuesIn = (response: TestResponse, field: string) =>
  (response.json().response.data as Record<string, string>[]).map((row) => row[field]).sort();
