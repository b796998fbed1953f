import { rm } from 'node:fs/promises';
import { E2E_DATA_DIR, E2E_DATA_DIR_IS_TEMPORARY } from './environment';

/** Removes the run's own temporary data directory; one named by E2E_DATA_DIR is left to look at. */
export default async function globalTeardown() {
  if (E2E_DATA_DIR_IS_TEMPORARY) await rm(E2E_DATA_DIR, { recursive: true, force: true });
}
