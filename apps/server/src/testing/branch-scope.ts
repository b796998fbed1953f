import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { adminSession, authHeaderWithGrants, scopedSession } from './factories';
import type { Headers, Method, requester } from './http';
import { createArea } from './master-data';
import type { TestContext } from './test-app';

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
