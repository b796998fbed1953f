import { rm } from 'node:fs/promises';
import { E2E_DATA_DIR_IS_TEMPORARY, e2eServer } from './environment';
import { E2E_SERVER_COUNT } from './servers';

/**
 * Removes the run's own temporary data directories; those under E2E_DATA_DIR stay to look at.
 * The servers still run while this runs (Playwright stops them after the global teardown) and
 * may write a file meanwhile (the database's, the audit anchors), so removal is tried again a
 * few times, and a directory left behind is only reported: it is a temporary folder, not a
 * failed journey.
 */
export default async function globalTeardown() {
  if (!E2E_DATA_DIR_IS_TEMPORARY) return;
  await Promise.all(
    Array.from({ length: E2E_SERVER_COUNT }, async (_, index) => {
      const { dataDir } = e2eServer(index);
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(
        (error: unknown) => console.warn(`${dataDir} was left behind: ${String(error)}`),
      );
    }),
  );
}
