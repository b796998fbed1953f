import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { repoRoot } from './bench-support';

/** The built web app the server sends, each asset with its precompressed .br and .gz beside it. */
const WEB_DIST = path.join(repoRoot, 'apps/web/dist');

/** The size of a built file, 0 when the build wrote none (an asset under 1 KiB stays plain). */
const fileBytes = (file: string) =>
  stat(file).then(
    (found) => found.size,
    () => 0,
  );

/** The bytes a script's precompressed `extension` file holds, or the plain file's when none. */
const precompressedBytes = async (pathname: string, extension: '.gz' | '.br') => {
  const file = path.join(WEB_DIST, pathname);
  return (await fileBytes(`${file}${extension}`)) || fileBytes(file);
};

/**
 * The JavaScript the sign-in page loads before it is ready: the bytes Chromium received and the
 * encoding it was sent in (headless Chromium asks for brotli on localhost too), and what the same
 * scripts take as the build's gzip and brotli files, since a browser that takes no brotli gets
 * the gzip ones.
 */
export const signInJavaScript = async (browser: Browser, base: string) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts: Promise<{ pathname: string; received: number; encoding: string }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => ({
          pathname: new URL(request.url()).pathname,
          received: (await request.sizes()).responseBodySize,
          encoding: (await (await request.response())?.headerValue('content-encoding')) ?? 'none',
        }))(),
      );
    });
    await page.goto(`${base}/api/auth/signin`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(
      (await Promise.all(scripts)).map(async (script) => ({
        ...script,
        gzip: await precompressedBytes(script.pathname, '.gz'),
        brotli: await precompressedBytes(script.pathname, '.br'),
      })),
    );
    const sum = (bytes: (script: (typeof loaded)[number]) => number) =>
      loaded.reduce((total, script) => total + bytes(script), 0);
    return {
      received: sum((script) => script.received),
      encodings: [...new Set(loaded.map((script) => script.encoding))].join(', '),
      gzip: sum((script) => script.gzip),
      brotli: sum((script) => script.brotli),
      scripts: loaded,
    };
  } finally {
    await context.close();
  }
};
