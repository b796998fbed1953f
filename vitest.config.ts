import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          // A form test types and clicks through a whole page: 2 s on a quiet machine, 29 s with
          // both cores shared seven ways. The limit is for a test that hangs.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
