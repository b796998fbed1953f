import { beforeAll } from 'vitest';
import { adminTestFile } from './admin-test-file';
import { requester, type Headers } from './http';
import type { TestContext } from './test-app';

/**
 * The importing test file's app and administrator, which a module's fixture shares with its test
 * files: each test file has its own module instances, so each gets its own. The bindings are set
 * once its `beforeAll` has run; `adminRequester(base)` calls the app as the administrator.
 */
const { session } = adminTestFile();
export let context: TestContext, headers: Headers, adminId: string;
beforeAll(() => ({ context, headers, adminId } = session));

export const adminRequester = (base: string) =>
  requester(() => session.context, { base, headers: () => session.headers });
