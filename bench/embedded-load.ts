import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { databaseUrl } from '../apps/server/src/db/database-admin';
import {
  BENCH_ADMIN,
  recreateDatabase,
  signIn,
  startScript,
  waitFor,
  publishResults,
} from './bench-support';

/**
 * Many users at once on each engine: CONNECTIONS connections for DURATION seconds, each asking in
 * turn for /auth/me and the default credit application and debitur list pages, on a fresh data
 * directory with the demo data: the embedded database (PGlite, the default without DATABASE_URL),
 * then PostgreSQL in a fresh database when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. What
 * counts is that no one is left waiting: the share of answers slower than 2 s, the slowest, p99.
 * Non-2xx answers are the embedded database's 503 'busy' to requests that waited a second.
 * Writes the "Embedded database under load" section of bench/RESULTS.md.
 * Usage: npm run bench:embedded
 */
const SERVER_PORT = 3323;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SLOW_MS = 2000;
const LOAD_DATABASE = 'creditdesk_bench_load';
const PATHS = [
  '/api/v1/auth/me',
  '/api/v1/credit-application/paged?page=1&limit=10',
  '/api/v1/master-data/debiturs?page=1&limit=10&type=Personal',
];

/** One engine under the load: its row of the table. */
const measure = async (engine: string, url: string) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-load-'));
  const server = startScript('apps/server/src/main.ts', {
    PORT: String(SERVER_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    CAPTCHA: 'off',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
  });
  try {
    const base = `http://127.0.0.1:${SERVER_PORT}`;
    await waitFor(`${base}/api/v1/auth/captcha`);
    const token = await signIn(base);
    for (const route of PATHS) {
      const answer = await fetch(`${base}${route}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!answer.ok) throw new Error(`${route} answered ${answer.status}`);
    }
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections: CONNECTIONS,
          duration: DURATION_SECONDS,
          headers: { authorization: `Bearer ${token}` },
          requests: PATHS.map((route) => ({ method: 'GET', path: route })),
        },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) =>
        latencies.push(responseTime),
      );
    });
    const slow = latencies.filter((latency) => latency > SLOW_MS).length;
    const answered = Math.round((latencies.length - result.non2xx) / DURATION_SECONDS);
    return (
      `| ${engine} | ${Math.round(result.requests.average)} | ${answered} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ` +
      `${slow} of ${latencies.length} (${((100 * slow) / Math.max(1, latencies.length)).toFixed(2)}%) | ${result.errors} | ${result.non2xx} |`
    );
  } finally {
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
};

const main = async () => {
  const rows = [await measure('embedded (PGlite)', '')];
  console.log(rows.at(-1));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await recreateDatabase(adminUrl, LOAD_DATABASE);
    rows.push(await measure('PostgreSQL', databaseUrl(adminUrl, LOAD_DATABASE)));
    console.log(rows.at(-1));
  }
  await publishResults('Embedded database under load', [
    `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, Node ${process.version}, each engine in a fresh data directory ` +
      `(PostgreSQL: a fresh database on the same machine) with the demo data; autocannon on the same machine. Load average ${os.loadavg()[0]?.toFixed(2)} at the end.`,
    '',
    `${CONNECTIONS} connections for ${DURATION_SECONDS} s, each asking in turn for ${PATHS.map((route) => `\`${route}\``).join(', ')}.`,
    '',
    '| engine | req/s | 2xx/s | p50 ms | p99 ms | slowest ms | answers over 2 s | errors | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'Run it with `npm run bench:embedded` (PostgreSQL too with `BENCH_DATABASE_URL` or `TEST_DATABASE_URL`).',
  ]);
};

await main();
