import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../e2e/support/chromium';
import { startEmbeddedServer, waitFor } from './bench-support';
import { signInJavaScript } from './sign-in-javascript';

/**
 * The sign-in page's JavaScript alone, as Chromium receives it and as the build's gzip and brotli
 * files, against the 180 KB budget: no data set needed, so the server runs on the embedded
 * database. Needs `npm run build -w @creditdesk/web`. Prints; writes nothing.
 * Usage: npm run bench:sign-in-size
 */

const PORT = 3308;
const BUDGET_KB = 180;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-sign-in-'));
const server = startEmbeddedServer(PORT, dataDir);
const browser = await chromium.launch(CHROMIUM);
try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/api/v1/settings`);
  const sizes = await signInJavaScript(browser, base);
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  for (const script of sizes.scripts)
    console.log(
      `${script.pathname}: received ${kb(script.received)} KB (${script.encoding}), brotli file ${kb(script.brotli)} KB, gzip file ${kb(script.gzip)} KB`,
    );
  console.log(
    `all: received ${kb(sizes.received)} KB (${sizes.encodings}), brotli files ${kb(sizes.brotli)} KB, gzip files ${kb(sizes.gzip)} KB (budget ${BUDGET_KB} KB)`,
  );
} finally {
  await browser.close();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  if (server.exitCode === null && server.kill('SIGTERM')) await exited;
  await rm(dataDir, { recursive: true, force: true });
}
