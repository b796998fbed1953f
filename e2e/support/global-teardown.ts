import { rm } from 'node:fs/promises';
import { E2E_DATA_DIR_IS_TEMPORARY, e2eServer } from './environment';
import { E2E_SERVER_COUNT } from './servers';

/** Removes the run's own temporary data directories; those under E2E_DATA_DIR stay to look at. */
export default async function globalTeardown() {
  if (!E2E_DATA_DIR_IS_TEMPORARY) return;
  await Promise.all(
    Array.from({ length: E2E_SERVER_COUNT }, (_, index) =>
      rm(e2eServer(index).dataDir, { recursive: true, force: true }),
    ),
  );
}
