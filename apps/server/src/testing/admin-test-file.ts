import { beforeAll } from 'vitest';
import { adminSession } from './factories';
import { requester, type Headers } from './http';
import { testAppFile } from './test-app-file';

/**
 * One test file's app, signed in as an administrator: built in `beforeAll`, closed in `afterAll`.
 * Tests read `session.context`, `session.headers` and `session.adminId`, which exist once
 * `beforeAll` has run. `appOptions` go to `createTestApp` (a fixed clock).
 */
export const adminTestFile = (base?: string, appOptions: { now?: () => Date } = {}) => {
  const file = testAppFile({}, appOptions);
  let headers: Headers = {};
  let adminId = '';
  beforeAll(async () => {
    const admin = await adminSession(file.context);
    headers = admin.headers;
    adminId = admin.user.id;
  });
  const session = {
    get context() {
      return file.context;
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
