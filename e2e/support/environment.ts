import os from 'node:os';
import path from 'node:path';

// Overridable so that two runs on one machine (several checkouts) do not share a port or data.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3211);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'creditdesk-e2e-data');
export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';
export const E2E_ADMIN = { email: 'admin@e2e.creditdesk.local', password: 'Admin.2026' };
/** Demo staff created by SEED_DEMO=true (apps/server/src/db/seed/demo.seed.ts). */
export const E2E_OFFICER = {
  email: 'officer@creditdesk.local',
  password: 'Officer.2026',
  name: 'Rina Officer',
};
export const E2E_REVIEWER = {
  email: 'reviewer@creditdesk.local',
  password: 'Review.2026',
  name: 'Budi Reviewer',
};
