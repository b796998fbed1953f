import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { createTestApp, type TestContext } from './test-app';

/**
 * One test file's app (`createTestApp` with `overrides` and `options`): built in `beforeAll`,
 * closed in `afterAll`. `file.context` exists once `beforeAll` has run; a test file that needs
 * more set up registers its own `beforeAll` after calling this, so it runs once the app is built.
 */
export const testAppFile = (
  overrides: Partial<Config> = {},
  options: { now?: () => Date } = {},
) => {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp(overrides, options);
  });
  afterAll(() => context?.close());
  return {
    get context() {
      if (!context) throw new Error('The test app is built in beforeAll.');
      return context;
    },
  };
};
