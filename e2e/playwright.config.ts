import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_JWT_SECRET, e2eServer } from './support/environment';
import { CHROMIUM } from './support/chromium';
import { E2E_SERVER_COUNT, LATER_SERVERS_SPECS } from './support/servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const servers = Array.from({ length: E2E_SERVER_COUNT }, (_, index) => e2eServer(index));

export default defineConfig({
  testDir: './specs',
  // One worker per server (support/servers.ts), each server's journeys one at a time.
  workers: E2E_SERVER_COUNT,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  // A shared CI machine under load answers a sign-in in seconds; a wait is a wait, not a speed test.
  expect: { timeout: 15_000 },
  globalTeardown: './support/global-teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: './test-results',
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: servers.map((server, index) => ({
    name: `server-${index + 1}`,
    workers: 1,
    ...(index === 0
      ? { testIgnore: LATER_SERVERS_SPECS.flat() }
      : { testMatch: [...(LATER_SERVERS_SPECS[index - 1] ?? [])] }),
    use: { baseURL: server.baseURL },
  })),
  // The server as production runs it: the bundle `npm run build` makes (test:e2e builds first).
  webServer: servers.map((server) => ({
    command: `rm -rf "${server.dataDir}" && node --enable-source-maps apps/server/dist/bin/main.js`,
    cwd: root,
    url: `${server.baseURL}/api/v1/auth/captcha`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      PUBLIC_URL: server.baseURL,
      CAPTCHA: 'off',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: E2E_JWT_SECRET,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The server's own tests may point here; the journeys use the embedded database.
      DATABASE_URL: '',
    },
  })),
});
