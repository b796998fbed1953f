import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { initialJavaScript, SIGN_IN_BUDGET_BYTES, SIGN_IN_SOURCES } from './first-load';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let outDir = '';

afterAll(async () => {
  vi.unstubAllEnvs();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/**
 * The build to measure: WEB_DIST_DIR when set (root `npm test` builds the app once, for this test
 * and the journeys), else a production build of its own in a temporary directory.
 */
const builtApp = async () => {
  if (process.env.WEB_DIST_DIR) return path.resolve(process.env.WEB_DIST_DIR);
  outDir = await mkdtemp(path.join(tmpdir(), 'creditdesk-web-'));
  // Vitest runs with NODE_ENV=test, which would build React's development code.
  vi.stubEnv('NODE_ENV', 'production');
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
};

describe('first load', () => {
  it(
    'keeps the sign-in page under its JavaScript budget',
    async () => {
      const chunks = await initialJavaScript(await builtApp(), SIGN_IN_SOURCES);
      const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

      // The chunks are named in the failure, so a regression shows which import pulled code in.
      expect({ total, chunks }).toEqual({
        total: expect.toSatisfy((bytes: number) => bytes <= SIGN_IN_BUDGET_BYTES),
        chunks,
      });
    },
    // A production build of the whole app: seconds alone, minutes on a busy machine.
    300_000,
  );
});
