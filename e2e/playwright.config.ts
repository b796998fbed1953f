import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_JWT_SECRET,
  E2E_PORT,
} from './support/environment';
import { CHROMIUM } from './support/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  testDir: './specs',
  // The journeys share one server and its users; one at a time keeps them independent.
  workers: 1,
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
    baseURL: E2E_BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM,
  },
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node --import tsx apps/server/src/main.ts`,
    cwd: root,
    url: `${E2E_BASE_URL}/api/v1/auth/captcha`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: E2E_BASE_URL,
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
  },
});
