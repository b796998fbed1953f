import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { creditApplicationListQuerySchema } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { debiturListQuerySchema } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { createCreditApplicationsService } from '../apps/server/src/modules/credit-applications/credit-applications.service';
import { createDebitursService } from '../apps/server/src/modules/debiturs/debiturs.service';
import {
  adminDatabaseUrl,
  LIST_DATABASE,
  signIn,
  startServer,
  waitFor,
  writeResultsSection,
} from './bench-support';
import { databaseUrl } from '../apps/server/src/db/database-admin';
import {
  administrator,
  captureStatements,
  CONNECTIONS,
  DURATION_SECONDS,
  load,
  ms,
  replay,
} from './measure';

/**
 * GET /api/v1/credit-application/paged on the database bench:generate filled, next to the raw
 * SQL of the same page: the statements the list runs (page, total, facilities, photos), taken
 * from the service itself and replayed through `pg` at the same concurrency and duration.
 * Writes the "Credit application list at scale" section of bench/RESULTS.md.
 */
const SERVER_PORT = 3320;
const TARGET_RATIO = 1.3;

type ListQueryInput = Record<string, string | string[]>;
/** The debitur list's scenarios name it; the others are the credit application list's. */
const SCENARIOS: { title: string; query: ListQueryInput; list?: 'debiturs' }[] = [
  { title: 'default page', query: {} },
  { title: 'search debitur name "wijaya"', query: { search: 'wijaya' } },
  { title: 'search number "2024-00123"', query: { search: '2024-00123' } },
  { title: 'status Waiting for Signing (alias)', query: { status: ['Waiting for Signing'] } },
  {
    title: 'tenor 2025-01-01 to 2027-12-31',
    query: { tenorStartDate: '2025-01-01', tenorEndDate: '2027-12-31' },
  },
  { title: 'deep page 5000', query: { page: '5000' } },
  { title: 'search one letter "a"', query: { search: 'a' } },
  { title: 'search two letters "wi"', query: { search: 'wi' } },
  { title: 'sort by plafond', query: { sortBy: 'plafond', sortOrder: 'desc' } },
  { title: 'last page (96977)', query: { page: '96977' } },
  { title: 'debitur list, Personal, first page', query: { type: 'Personal' }, list: 'debiturs' },
  {
    title: 'debitur list, Personal, last page',
    query: { type: 'Personal', page: '14689' },
    list: 'debiturs',
  },
];

/** `BENCH_CASES=plafond,last page` runs the scenarios whose titles contain one of the words. */
const CASES = process.env.BENCH_CASES?.split(',').map((word) => word.trim().toLowerCase());
const chosen = CASES
  ? SCENARIOS.filter(({ title }) => CASES.some((word) => title.toLowerCase().includes(word)))
  : SCENARIOS;

const queryString = (query: ListQueryInput) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, item);
    else params.append(key, value);
  }
  return params.toString();
};

/** The statements the list service runs for `query`, in its order, with their parameters. */
const captureListStatements = async (
  url: string,
  query: ListQueryInput,
  list: 'debiturs' | undefined,
) => {
  const { statements, result } = await captureStatements(
    url,
    (services): Promise<{ data: unknown[]; total: number }> =>
      list === 'debiturs'
        ? createDebitursService(services).list(debiturListQuerySchema.parse(query), administrator)
        : createCreditApplicationsService(services).list(
            creditApplicationListQuerySchema.parse(query),
            administrator,
          ),
  );
  return { statements, total: result.total, rows: result.data.length };
};

const main = async () => {
  const adminUrl = adminDatabaseUrl();
  const url = databaseUrl(adminUrl, LIST_DATABASE);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-'));
  const server = startServer(SERVER_PORT, url, dataDir);
  const loadBefore = os.loadavg();
  const rows: string[] = [];
  const worst = { ratio: 0, title: '' };
  try {
    const base = `http://127.0.0.1:${SERVER_PORT}`;
    await waitFor(`${base}/api/v1/auth/captcha`);
    const token = await signIn(base);
    for (const scenario of chosen) {
      const captured = await captureListStatements(url, scenario.query, scenario.list);
      const path =
        scenario.list === 'debiturs' ? 'master-data/debiturs' : 'credit-application/paged';
      const endpointUrl = `${base}/api/v1/${path}?${queryString(scenario.query)}`;
      const answer = await fetch(endpointUrl, { headers: { authorization: `Bearer ${token}` } });
      const body = (await answer.json()) as { response: { total: number; data: unknown[] } };
      if (body.response.total !== captured.total || body.response.data.length !== captured.rows)
        throw new Error(`${scenario.title}: the endpoint and the captured statements disagree`);
      // Warm the database's cache first, so that neither run measures a cold one.
      await replay(url, captured.statements, 2);
      const endpoint = await load(endpointUrl, token);
      const raw = await replay(url, captured.statements, DURATION_SECONDS);
      const ratio = endpoint.p95 / raw.p95;
      if (ratio > worst.ratio) Object.assign(worst, { ratio, title: scenario.title });
      rows.push(
        `| ${scenario.title} | ${captured.total} | ${ms(endpoint.p50)} | ${ms(endpoint.p95)} | ${Math.round(endpoint.perSecond)} | ` +
          `${ms(raw.p50)} | ${ms(raw.p95)} | ${Math.round(raw.perSecond)} | ${ratio.toFixed(2)} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
  const loadAfter = os.loadavg();
  const report = [
    `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
      `PostgreSQL server on the same machine. Load average ${loadBefore[0]?.toFixed(2)} before, ${loadAfter[0]?.toFixed(2)} after.`,
    '',
    `Each row: ${DURATION_SECONDS} s of autocannon with ${CONNECTIONS} connections against the endpoint (signed in as the administrator), ` +
      `then ${DURATION_SECONDS} s of the same page's SQL through \`pg\` on ${CONNECTIONS} connections (each loop runs the statements ` +
      'the list service runs, one after another: the debiturs named by a search, page, exact total, facilities, photos; captured from the ' +
      'service with their parameters). ' +
      `Latencies in ms; the ratio is endpoint p95 / SQL p95 (target <= ${TARGET_RATIO}). Matches is the exact total of the page.`,
    '',
    '| query | matches | endpoint p50 | endpoint p95 | endpoint req/s | SQL p50 | SQL p95 | SQL pages/s | p95 ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Worst ratio: ${worst.ratio.toFixed(2)} (${worst.title}).`,
    '',
    'Where the time goes (EXPLAIN ANALYZE on the same data, one query at a time): the default and the deep page take their ten ids from',
    '`credit_applications_list_idx` alone (page 5000 walks 50,000 index entries in about 5 ms) and join names for those ten rows only; their',
    'exact total is an index-only count of about 970,000 entries of `credit_applications_status_idx`, 50-75 ms, which is most of those rows.',
    'The name search finds the debiturs through their trigram indexes first (about 3,000 for "wijaya", under 10 ms) and passes their ids on;',
    'the total reads the applications through `credit_applications_debitur_idx` and the trigram indexes on number and description; the number search intersects trigram',
    'lists that every number shares ("202", "024"), about 7 ms per statement. Status and tenor totals are index-only counts of their indexes.',
    'The endpoint adds fixed work per request that the raw SQL does not do: the sign-in check (one prepared statement that reads the',
    'live session, its user and role and whether the role grants the route), Fastify and zod validation and serialisation, HTTP: about',
    '2 ms one connection at a time. Two changes brought the cheap pages within the target: the sign-in check was two statements (session,',
    'then every grant of the role) and is one; the page records are fetched by their ids through a prepared statement, so the nine-table',
    'join is built by Drizzle and planned by PostgreSQL once per connection instead of on every request (the status page went from',
    '1.65-1.87x to about 1.0x). The replay sends the same statements unprepared, as psql would.',
    'Generate the data with `npm run bench:generate`, then run `npm run bench:list` (both need `BENCH_DATABASE_URL` or `TEST_DATABASE_URL`).',
  ].join('\n');
  // A run of some cases prints its rows; only a run of all of them replaces the section.
  if (CASES) return;
  await writeResultsSection('Credit application list at scale', report);
  console.log(report);
};

await main();
