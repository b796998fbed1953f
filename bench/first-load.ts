import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../e2e/support/chromium';
import { BENCH_ADMIN, withServer, publishResults } from './bench-support';
import { timeByOrigin } from './renderer-profile';
import { signInJavaScript } from './sign-in-javascript';

/**
 * The first load in headless Chromium on the bench database: RUNS times each, in a fresh browser
 * context (empty cache), the sign-in page (the JavaScript it downloads, as sent on the wire) and
 * the credit application list of a signed-in user (its Largest Contentful Paint, and when the
 * list request starts against `/auth/me`). Needs `npm run build` (the server serves apps/web/dist)
 * and bench:generate. Writes the "First load" section of bench/RESULTS.md.
 * `BENCH_PROFILE=1` records the renderer's CPU profile of each list load instead and prints where
 * its time goes, without writing the section (profiling slows the page); build with source maps
 * first (`npm run build -- -- --sourcemap`) to see packages and the app's folders.
 * Usage: npm run bench:first-load
 */
const SERVER_PORT = 3324;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIST_REQUEST = '/api/v1/credit-application/paged';
const PROFILE = process.env.BENCH_PROFILE === '1';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The list page opened by a signed-in user: its LCP and the start of its two first requests. */
const listFirstLoad = async (browser: Browser, base: string) => {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...BENCH_ADMIN, captchaId: '', captchaText: '' }),
  });
  const { response: tokens } = (await login.json()) as {
    response: { token: string; refreshToken: string };
  };
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript((session) => {
      window.sessionStorage.setItem('creditdesk.access-token', session.token);
      window.sessionStorage.setItem('creditdesk.refresh-token', session.refreshToken);
    }, tokens);
    const page = await context.newPage();
    const profiler = PROFILE ? await context.newCDPSession(page) : undefined;
    await profiler?.send('Profiler.enable');
    await profiler?.send('Profiler.start');
    await page.goto(`${base}/credit-application`);
    await page.locator('.cd-data-table tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    const profile = (await profiler?.send('Profiler.stop'))?.profile;
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((entries) => {
            resolve(entries.getEntries().at(-1)?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const [me, list] = await page.evaluate(
      (paths) =>
        paths.map(
          (wanted) =>
            performance
              .getEntriesByType('resource')
              .find((entry) => new URL(entry.name).pathname === wanted)?.startTime ?? Number.NaN,
        ),
      ['/api/v1/auth/me', LIST_REQUEST],
    );
    return { lcp, listAfterMe: (list ?? Number.NaN) - (me ?? Number.NaN), profile };
  } finally {
    await context.close();
  }
};

const main = async () => {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const { javaScript, loads } = await withServer(SERVER_PORT, async ({ base }) => {
      await listFirstLoad(browser, base);
      const sizes: Awaited<ReturnType<typeof signInJavaScript>>[] = [];
      const lists: Awaited<ReturnType<typeof listFirstLoad>>[] = [];
      for (let run = 0; run < RUNS; run++) {
        sizes.push(await signInJavaScript(browser, base));
        const load = await listFirstLoad(browser, base);
        lists.push(load);
        console.log(
          `run ${run + 1}: sign-in ${sizes.at(-1)?.received} B (${sizes.at(-1)?.encodings}), lcp ${load.lcp} ms, list after /auth/me ${load.listAfterMe} ms`,
        );
      }
      return { javaScript: sizes, loads: lists };
    });
    if (PROFILE) {
      const profiles = loads.flatMap((load) => (load.profile ? [load.profile] : []));
      console.log(`Renderer CPU by origin, ms per load (self time, mean of ${profiles.length}):`);
      for (const [origin, ms] of (await timeByOrigin(profiles)).slice(0, 25))
        console.log(`${(ms / profiles.length).toFixed(1).padStart(8)}  ${origin}`);
      return;
    }
    const lcps = loads.map((load) => load.lcp);
    await publishResults('First load', [
      `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, Node ${process.version}, headless Chromium (the e2e flags) ` +
        `and the server on the bench database (PostgreSQL) on the same machine. Load average ${os.loadavg()[0]?.toFixed(2)} at the end.`,
      '',
      `${RUNS} runs after one warm-up, each in a fresh browser context (empty cache): the sign-in page, then the credit application list ` +
        'opened by a signed-in user at 1440 x 900 (its first page of the whole book, newest first). JavaScript is what the sign-in page ' +
        `receives on the wire, in the encoding it was sent (${[...new Set(javaScript.map((sizes) => sizes.encodings))].join(', ')}: the build's precompressed files), and the same scripts as the build's gzip files, which a browser that takes no brotli receives; LCP is the list page's Largest Contentful Paint; the last ` +
        'column is when the list request starts after `/auth/me` starts (0 or less: it does not wait for it).',
      '',
      '| sign-in JavaScript KB as received (median) | as gzip, KB (median) | list LCP ms (median) | list LCP ms (slowest) | target | list request after /auth/me, ms (slowest) |',
      '| ---: | ---: | ---: | ---: | ---: | ---: |',
      `| ${(median(javaScript.map((sizes) => sizes.received)) / 1000).toFixed(1)} | ${(median(javaScript.map((sizes) => sizes.gzip)) / 1000).toFixed(1)} | ${median(lcps).toFixed(0)} | ${Math.max(...lcps).toFixed(0)} | 800 | ` +
        `${Math.max(...loads.map((load) => load.listAfterMe)).toFixed(1)} |`,
      '',
      'Run it with `npm run build && npm run bench:first-load` after `npm run bench:generate`.',
    ]);
  } finally {
    await browser.close();
  }
};

await main();
