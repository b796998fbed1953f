import { afterAll, beforeAll } from 'vitest';
import { adminSession } from './factories';
import { requester, type Headers } from './http';
import { createTestApp, type TestContext } from './test-app';

/**
 * One test file's app, signed in as an administrator: built in `beforeAll`, closed in `afterAll`.
 * Tests read `session.context`, `session.headers` and `session.adminId`, which exist once
 * `beforeAll` has run. `appOptions` go to `createTestApp` (a fixed clock).
 */
export const adminTestFile = (base?: string, appOptions: { now?: () => Date } = {}) => {
  let context: TestContext | undefined;
  let headers: Headers = {};
  let adminId = '';
  beforeAll(async () => {
    context = await createTestApp({}, appOptions);
    const admin = await adminSession(context);
    headers = admin.headers;
    adminId = admin.user.id;
  });
  afterAll(() => context?.close());
  const session = {
    get context() {
      if (!context) throw new Error('The test app is built in beforeAll.');
      return context;
    },
    get headers() {
      return headers;
    },
    get adminId() {
      return adminId;
    },
  };
  return { session, ...requester(() => session.context, { base, headers: () => headers }) };
};
