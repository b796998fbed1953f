import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';

const WEB_TESTS = 'apps/web/src/**/*.test.{ts,tsx}';

/**
 * The web test files that replace a module (`vi.mock`) or a global (timers, `vi.stubGlobal`): they
 * run each in a module registry of its own. The other web files share one per worker: loading
 * React, Mantine and the app's modules again for each file was most of the web tests' time (the
 * web projects took 740 s that way and 113 s this way, on the same busy machine).
 */
const webTestsThatReplaceModules = globSync(WEB_TESTS).filter((file) =>
  /vi\.(mock|doMock|useFakeTimers|stubGlobal|stubEnv)\(/.test(readFileSync(file, 'utf8')),
);

const webProject = (
  name: string,
  options: { include: string[]; exclude?: string[]; isolate: boolean },
) => ({
  plugins: [react()],
  test: {
    name,
    ...options,
    environment: 'happy-dom' as const,
    setupFiles: ['apps/web/src/testing/setup-tests.ts'],
    // A form test types and clicks through a whole page: 2 s on a quiet machine, 29 s with
    // both cores shared seven ways. The limit is for a test that hangs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is a worker less than the cores: one on the CI's two, so the 192 files ran
    // one after another while most server files wait on the database. A worker per core (at least
    // two) keeps a file running while another waits; every file has its own database, data
    // directory and ports, so files are independent.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web-build',
          include: ['apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      webProject('web', {
        include: [WEB_TESTS],
        exclude: webTestsThatReplaceModules,
        isolate: false,
      }),
      webProject('web-isolated', { include: webTestsThatReplaceModules, isolate: true }),
    ],
  },
});
