import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_ADMIN, signIn, startScript, waitFor, writeResultsSection } from './bench-support';

/**
 * The embedded database (PGlite, the default without DATABASE_URL) under many users at once:
 * CONNECTIONS connections for DURATION seconds, each asking in turn for /auth/me and the default
 * credit application and debitur list pages, on a fresh data directory with the demo data. What
 * counts is that no one is left waiting: the share of answers slower than 2 s and the slowest.
 * Writes the "Embedded database under load" section of bench/RESULTS.md.
 * Usage: npm run bench:embedded (needs nothing but the repo).
 */
const SERVER_PORT = 3323;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SLOW_MS = 2000;
const PATHS = [
  '/api/v1/auth/me',
  '/api/v1/credit-application/paged?page=1&limit=10',
  '/api/v1/master-data/debiturs?page=1&limit=10&type=Personal',
];

const main = async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-embedded-'));
  const server = startScript('apps/server/src/main.ts', {
    PORT: String(SERVER_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
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
    const report = [
      `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, Node ${process.version}, the embedded database (PGlite) ` +
        `in a fresh data directory with the demo data; autocannon on the same machine. Load average ${os.loadavg()[0]?.toFixed(2)} at the end.`,
      '',
      `${CONNECTIONS} connections for ${DURATION_SECONDS} s, each asking in turn for ${PATHS.map((route) => `\`${route}\``).join(', ')}.`,
      '',
      '| req/s | p50 ms | p99 ms | slowest ms | answers over 2 s | errors | non-2xx |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ` +
        `${slow} of ${latencies.length} (${((100 * slow) / Math.max(1, latencies.length)).toFixed(2)}%) | ${result.errors} | ${result.non2xx} |`,
      '',
      'Run it with `npm run bench:embedded`.',
    ].join('\n');
    await writeResultsSection('Embedded database under load', report);
    console.log(report);
  } finally {
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
