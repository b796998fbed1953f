import { afterAll, beforeAll } from 'vitest';
import { adminSession } from './factories';
import { requester, type Headers } from './http';
import { createTestApp, type TestContext } from './test-app';

/**
 * One test file's app, signed in as an administrator: built in `beforeAll`, closed in `afterAll`.
 * Tests read `session.context` and `session.headers`, which exist once `beforeAll` has run.
 */
export const adminTestFile = (base?: string) => {
  let context: TestContext | undefined;
  let headers: Headers = {};
  beforeAll(async () => {
    context = await createTestApp();
    headers = (await adminSession(context)).headers;
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
  };
  return { session, ...requester(() => session.context, { base, headers: () => headers }) };
};
