import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { connectPostgres, type Database } from '../apps/server/src/db/client';
import type { Actor } from '../apps/server/src/plugins/actor';
import { EVERY_BRANCH } from '../apps/server/src/core/branch-scope';
import { createFsStorage, type Storage } from '../apps/server/src/plugins/storage';
import { BENCH_ADMIN, signIn } from './bench-support';

/**
 * What the endpoint benchmarks share: the statements a service runs, captured with their
 * parameters and replayed through `pg`, and autocannon against the endpoint, both summarised
 * the same way.
 */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The bench administrator, whose role sees every branch, as the list service sees him. */
export const administrator: Actor = {
  userId: '00000000-0000-4000-8000-000000000000',
  name: 'Bench Administrator',
  roleId: null,
  superAdmin: true,
  dataScope: 'all',
  branchScope: async () => EVERY_BRANCH,
};

/** The bench administrator as his role is stored: the dashboard shows what his grants read. */
export const benchActor = async (url: string): Promise<Actor> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; role_id: string }>(
      'select id, role_id from users where email = $1',
      [BENCH_ADMIN.email],
    );
    const user = rows[0];
    if (!user) throw new Error('the bench administrator is missing: run the server once');
    return { ...administrator, userId: user.id, roleId: user.role_id };
  } finally {
    await client.end();
  }
};

export interface Statement {
  text: string;
  values: unknown[];
}
export interface Measured {
  p50: number;
  p95: number;
  perSecond: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

const summarise = (latencies: number[], seconds: number): Measured => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    perSecond: latencies.length / seconds,
  };
};

/** The statements `run` makes the server's code send, in order, with their parameters. */
export const captureStatements = async <T>(
  url: string,
  run: (services: { db: Database; storage: Storage; log: FastifyBaseLogger }) => Promise<T>,
) => {
  const statements: Statement[] = [];
  const handle = connectPostgres(url, {
    logger: { logQuery: (text, values) => statements.push({ text, values }) },
  });
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-capture-'));
  try {
    const result = await run({
      db: handle.db,
      storage: createFsStorage(filesDir),
      log: Fastify({ logger: false }).log,
    });
    return { statements, result };
  } finally {
    await handle.close();
    await rm(filesDir, { recursive: true, force: true });
  }
};

/** Drizzle's own result handling: array rows, and dates and timestamps left as text. */
const rawTypes = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
]);
const types = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    rawTypes.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format),
};

/** Runs the statements one after another on each of `connections` clients for the duration. */
export const replay = async (
  url: string,
  statements: Statement[],
  seconds: number,
  connections = CONNECTIONS,
) => {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline) {
          const pageStarted = performance.now();
          for (const { text, values } of statements)
            await client.query({ text, values, rowMode: 'array', types });
          latencies.push(performance.now() - pageStarted);
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return summarise(latencies, (performance.now() - started) / 1000);
};

/** autocannon against the endpoint; latencies of every answer, summarised like the raw ones. */
export const load = (
  url: string,
  token: string,
  connections = CONNECTIONS,
  seconds = DURATION_SECONDS,
) =>
  new Promise<Measured>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url,
        headers: { authorization: `Bearer ${token}` },
        connections,
        duration: seconds,
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0)
          return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        resolve(summarise(latencies, result.duration));
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });

export const ms = (value: number) => value.toFixed(1);

/** One answer measured against its own SQL. */
export interface Scenario {
  title: string;
  /** The endpoint, from /api/v1 on. */
  path: string;
  statements: Statement[];
  /** What the endpoint's answer must share with the service's, so both measure the same work. */
  fingerprint: (response: unknown) => string;
  expected: string;
}

export interface Compared {
  scenario: Scenario;
  endpoint: Measured;
  raw: Measured;
  /** Endpoint p95 / SQL p95. */
  ratio: number;
}

/**
 * Each scenario's endpoint under autocannon, then its captured statements replayed through `pg`,
 * at the same concurrency and duration, after checking that both give the same answer and warming
 * the database's cache and the server's compiled code, so that neither run measures a cold one.
 */
export const compareWithSql = async (
  server: { base: string; url: string },
  scenarios: Iterable<Scenario> | AsyncIterable<Scenario>,
  connections = CONNECTIONS,
) => {
  const results: Compared[] = [];
  for await (const scenario of scenarios) {
    // A fresh sign-in for each: a whole run outlasts an access token's 15 minutes.
    const token = await signIn(server.base);
    const endpointUrl = `${server.base}${scenario.path}`;
    const answer = await fetch(endpointUrl, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!answer.ok) throw new Error(`${scenario.title}: ${answer.status} ${await answer.text()}`);
    const body = (await answer.json()) as { response: unknown };
    if (scenario.fingerprint(body.response) !== scenario.expected)
      throw new Error(`${scenario.title}: the endpoint and the captured statements disagree`);
    await replay(server.url, scenario.statements, 2, connections);
    await load(endpointUrl, token, connections, 2);
    const endpoint = await load(endpointUrl, token, connections);
    const raw = await replay(server.url, scenario.statements, DURATION_SECONDS, connections);
    results.push({ scenario, endpoint, raw, ratio: endpoint.p95 / raw.p95 });
    console.log(comparedRow(results.at(-1) as Compared));
  }
  return results;
};

/** A row of the results table: title, statements, endpoint and SQL latencies, the ratio. */
const comparedRow = ({ scenario, endpoint, raw, ratio }: Compared) =>
  `| ${scenario.title} | ${scenario.statements.length} | ${ms(endpoint.p50)} | ${ms(endpoint.p95)} | ` +
  `${Math.round(endpoint.perSecond)} | ${ms(raw.p50)} | ${ms(raw.p95)} | ${Math.round(raw.perSecond)} | ${ratio.toFixed(2)} |`;

/** The targets for an endpoint next to its SQL: the p95 ratio, and the p95 itself. */
export const TARGET_RATIO = 1.3;
export const TARGET_P95_MS = 100;

/** The results' table, a `comparedRow` each; `names` are what a row requests and the SQL answers. */
export const comparedTable = (results: Compared[], names: { request: string; answers: string }) => [
  `| ${names.request} | statements | endpoint p50 | endpoint p95 | endpoint req/s | SQL p50 | SQL p95 | SQL ${names.answers}/s | p95 ratio |`,
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(comparedRow),
];

/** What a list page shares with the service's answer: its total and its rows' ids, in order. */
export const listPageFingerprint = (answer: unknown) => {
  const page = answer as { total: number; data: { _id: string }[] };
  return `${page.total}:${page.data.map((row) => row._id).join(',')}`;
};

/** The worst of the results by `value`, with its title. */
export const worstOf = (results: Compared[], value: (result: Compared) => number) =>
  results.reduce<{ value: number; title: string }>(
    (worst, result) =>
      value(result) > worst.value ? { value: value(result), title: result.scenario.title } : worst,
    { value: 0, title: '' },
  );

/** The summary under a results table: the worst ratio and the slowest p95, each with its row. */
export const worstAndSlowest = (results: Compared[]) => {
  const worst = worstOf(results, (result) => result.ratio);
  const slowest = worstOf(results, (result) => result.endpoint.p95);
  return `Worst ratio: ${worst.value.toFixed(2)} (${worst.title}). Slowest p95: ${ms(slowest.value)} ms (${slowest.title}).`;
};
