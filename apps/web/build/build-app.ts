import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { hashBuildInputs, stampedHash, stampFile } from './build-inputs';

/**
 * `npm run build` of the web app: a production build into dist, skipped when dist was built from
 * the same inputs (root `npm test` and `npm start` build every time they run; a developer who
 * re-runs them without touching the web app waits for nothing). Removing dist forces a build.
 */
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(webRoot, 'dist');

const inputs = await hashBuildInputs(webRoot);
if ((await stampedHash(outDir)) === inputs) {
  console.log('web build: up to date');
} else {
  await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts') });
  // Written last: a build that fails half way leaves no stamp, so the next run builds again.
  await writeFile(stampFile(outDir), `${inputs}\n`);
}
