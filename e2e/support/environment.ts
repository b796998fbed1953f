import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USERS } from '../../apps/server/src/seeds/demo-users';

/**
 * The first server's port: E2E_PORT, so two runs on one machine can each have their own; the
 * other servers of the run take the ports after it (playwright.config.ts, E2E_SERVERS).
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3211);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Set when the run made its own data directory, which the global teardown removes again. */
const OWN_DATA_DIR = 'CREDITDESK_E2E_OWN_DATA_DIR';
// Playwright loads this module in its runner and again in each worker; the workers inherit the
// runner's environment, so the directory made on the first load is the one every process uses.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'creditdesk-e2e-'));
  process.env[OWN_DATA_DIR] = '1';
}
/**
 * The first server's DATA_DIR: E2E_DATA_DIR (emptied before the run), else a fresh temporary one.
 * The journeys that read its mail outbox run on the first server.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
/** Server `index`'s port and DATA_DIR: the first server's, then the next port and a sibling. */
export const e2eServer = (index: number) => ({
  port: E2E_PORT + index,
  baseURL: `http://127.0.0.1:${E2E_PORT + index}`,
  dataDir: index === 0 ? E2E_DATA_DIR : `${E2E_DATA_DIR}-server-${index + 1}`,
});
export const E2E_DATA_DIR_IS_TEMPORARY = process.env[OWN_DATA_DIR] === '1';
export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';
export const E2E_ADMIN = { email: 'admin@e2e.creditdesk.local', password: 'Admin.2026' };
/** A demo staff member created by SEED_DEMO=true (apps/server/src/seeds/demo-users.ts). */
const demoUser = (email: string) => {
  const user = DEMO_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`SEED_DEMO creates no user ${email}`);
  return { email: user.email, password: user.password, name: user.name };
};
export const E2E_OFFICER = demoUser('officer@creditdesk.local');
export const E2E_REVIEWER = demoUser('reviewer@creditdesk.local');
/** Approvers of the demo ladder (apps/server/src/seeds/approval-authorities.seed.ts). */
export const E2E_KEPALA_CABANG = demoUser('kepala.cabang@creditdesk.local');
export const E2E_KEPALA_WILAYAH = demoUser('kepala.wilayah@creditdesk.local');
export const E2E_KOMITE = demoUser('komite1@creditdesk.local');
