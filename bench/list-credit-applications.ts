import os from 'node:os';
import {
  CREDIT_APPLICATION_SORT_KEYS,
  creditApplicationListQuerySchema,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { debiturListQuerySchema } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { listQuerySchema } from '@creditdesk/domain/shared/list-query.schemas';
import pg from 'pg';
import { createCreditApplicationsService } from '../apps/server/src/modules/credit-applications/credit-applications.service';
import { createDebitursService } from '../apps/server/src/modules/debiturs/debiturs.service';
import { machineLine, publishResults, withServer } from './bench-support';
import {
  administrator,
  captureStatements,
  comparedTable,
  compareWithSql,
  DURATION_SECONDS,
  listPageFingerprint,
  TARGET_P95_MS,
  TARGET_RATIO,
  worstAndSlowest,
  type Compared,
  type Scenario,
} from './measure';
import { measureThroughput, THROUGHPUT_CONNECTIONS } from './throughput';

/**
 * Every credit application and debitur list page on the database bench:generate filled, and the
 * debiturs' audit trail (the each filter alone and together, searches of one, two and more letters, every sortable
 * column, the first and the last page), each with one connection next to the raw SQL of the same
 * page: the statements the list service runs, taken from the service itself and replayed through
 * `pg`; then every page again at CONCURRENT_CONNECTIONS connections next to its SQL on as many. Then
 * the default credit application page at THROUGHPUT_CONNECTIONS connections next to a bare Fastify
 * route, with the server's CPU per request. Writes the "Lists at a million" section
 * of bench/RESULTS.md. `BENCH_CASES=plafond,last page` runs the pages whose titles contain one of
 * the words and prints their rows without writing the section; `BENCH_CASES=throughput` runs the
 * throughput step alone and prints its rows.
 * Usage: npm run bench:list (needs BENCH_DATABASE_URL or TEST_DATABASE_URL and bench:generate).
 */
const SERVER_PORT = 3320;
const THROUGHPUT_TARGET = 1000;
/** Ten staff asking at once: each page again beside its SQL on as many connections. */
const CONCURRENT_CONNECTIONS = 10;
const CONCURRENT_TARGET_RATIO = 1.5;

type ListQueryInput = Record<string, string | string[]>;
interface ListPage {
  title: string;
  query: ListQueryInput;
  list: 'credit-applications' | 'debiturs' | 'audit-trail';
}

// The approval queue's order (statusChanged) is measured by bench:detail.
const CREDIT_APPLICATION_SORTS = CREDIT_APPLICATION_SORT_KEYS.filter(
  (key) => key !== 'statusChanged',
);
const DEBITUR_SORTS = [
  'fullName',
  'email',
  'idNumber',
  'phoneNumber',
  'maritalStatus',
  'dateOfBirth',
  'address',
  'relatedBranch',
];

/** Ids for the filters that take one: the first by name (or by id, for the debitur). */
const sampleIds = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(
      `select (select id from branches order by name limit 1) as branch,
              (select id from credit_types order by name limit 1) as "creditType",
              (select id from facilities order by name limit 1) as facility,
              (select debitur_id from credit_applications order by id limit 1) as debitur`,
    );
    const ids = rows[0];
    if (!ids?.debitur) throw new Error('the bench database is empty: run bench:generate');
    return ids;
  } finally {
    await client.end();
  }
};

const applicationPages = (ids: Record<string, string>): Omit<ListPage, 'list'>[] => [
  { title: 'default page', query: {} },
  { title: 'status Waiting for Signing (alias)', query: { status: ['Waiting for Signing'] } },
  { title: 'status Completed', query: { status: ['Completed'] } },
  { title: 'one branch', query: { branchId: [ids.branch ?? ''] } },
  { title: 'one credit type', query: { creditType: [ids.creditType ?? ''] } },
  { title: 'one facility', query: { facilities: [ids.facility ?? ''] } },
  { title: 'one debitur', query: { debitur: [ids.debitur ?? ''] } },
  {
    title: 'tenor 2025-01-01 to 2027-12-31',
    query: { tenorStartDate: '2025-01-01', tenorEndDate: '2027-12-31' },
  },
  { title: 'archived', query: { isArchive: 'true' } },
  {
    title: 'status, branch and tenor together',
    query: {
      status: ['Completed'],
      branchId: [ids.branch ?? ''],
      tenorStartDate: '2025-01-01',
      tenorEndDate: '2027-12-31',
    },
  },
  { title: 'search one letter "a"', query: { search: 'a' } },
  { title: 'search two letters "wi"', query: { search: 'wi' } },
  { title: 'search debitur name "wijaya"', query: { search: 'wijaya' } },
  { title: 'search number "2024-00123"', query: { search: '2024-00123' } },
  { title: 'search and status', query: { search: 'wijaya', status: ['Completed'] } },
  ...CREDIT_APPLICATION_SORTS.map((sortBy) => ({
    title: `sort by ${sortBy}`,
    query: { sortBy, sortOrder: sortBy === 'created' ? 'asc' : 'desc' },
  })),
];

const debiturPages = (ids: Record<string, string>): Omit<ListPage, 'list'>[] => [
  { title: 'Personal, first page', query: { type: 'Personal' } },
  { title: 'Enterprise, first page', query: { type: 'Enterprise' } },
  { title: 'Personal, one branch', query: { type: 'Personal', branchId: [ids.branch ?? ''] } },
  { title: 'Personal, Married', query: { type: 'Personal', maritalStatus: ['Married'] } },
  { title: 'Personal, archived', query: { type: 'Personal', isArchive: 'true' } },
  { title: 'Personal, search one letter "a"', query: { type: 'Personal', search: 'a' } },
  { title: 'Personal, search two letters "wi"', query: { type: 'Personal', search: 'wi' } },
  { title: 'Personal, search "wijaya"', query: { type: 'Personal', search: 'wijaya' } },
  ...DEBITUR_SORTS.map((sortBy) => ({
    title: `Personal, sort by ${sortBy}`,
    query: { type: 'Personal', sortBy, sortOrder: 'desc' },
  })),
];

/** `BENCH_CASES=plafond,last page` runs the pages whose titles contain one of the words. */
const CASES = process.env.BENCH_CASES?.split(',').map((word) => word.trim().toLowerCase());
const THROUGHPUT_ONLY = CASES?.length === 1 && CASES[0] === 'throughput';
const chosen = (page: ListPage) =>
  !THROUGHPUT_ONLY &&
  (!CASES || CASES.some((word) => `${page.list}: ${page.title}`.toLowerCase().includes(word)));

const queryString = (query: ListQueryInput) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, item);
    else params.append(key, value);
  }
  return params.toString();
};

type Services = Parameters<Parameters<typeof captureStatements>[1]>[0];
type Page = { total: number; data: { _id: string }[] };

/** The statements the list service runs for the page, captured, as a scenario to measure. */
const scenarioOf = async (url: string, page: ListPage): Promise<Scenario & { total: number }> => {
  const read = {
    debiturs: (services: Services) =>
      createDebitursService(services).list(debiturListQuerySchema.parse(page.query), administrator),
    'audit-trail': (services: Services) =>
      createDebitursService(services).auditTrail(listQuerySchema.parse(page.query), administrator),
    'credit-applications': (services: Services) =>
      createCreditApplicationsService(services).list(
        creditApplicationListQuerySchema.parse(page.query),
        administrator,
      ),
  }[page.list];
  const { statements, result } = await captureStatements(url, (services): Promise<Page> =>
    read(services),
  );
  const path = {
    debiturs: 'master-data/debiturs',
    'audit-trail': 'master-data/debiturs/audit-trail',
    'credit-applications': 'credit-application/paged',
  }[page.list];
  return {
    title: `${page.list === 'credit-applications' ? 'applications' : page.list}: ${page.title}`,
    path: `/api/v1/${path}?${queryString(page.query)}`,
    statements,
    fingerprint: listPageFingerprint,
    expected: listPageFingerprint(result),
    total: result.total,
  };
};

/** The pages to measure: each list's own, then its last page, found from its first. */
async function* scenarios(url: string, ids: Record<string, string>) {
  const lists = [
    { list: 'credit-applications' as const, pages: applicationPages(ids) },
    { list: 'debiturs' as const, pages: debiturPages(ids) },
    { list: 'audit-trail' as const, pages: [{ title: 'first page', query: {} }] },
  ];
  for (const { list, pages } of lists) {
    const first = await scenarioOf(url, { list, ...(pages[0] as Omit<ListPage, 'list'>) });
    const lastPage = String(Math.ceil(first.total / 10));
    const last = {
      title: `last page (${lastPage})`,
      query: { ...pages[0]?.query, page: lastPage },
    };
    for (const page of [...pages, last].map((each) => ({ list, ...each })))
      if (chosen(page)) yield await scenarioOf(url, page);
  }
}

/** The throughput step's table: the bare route and the default page, with the CPU split. */
const throughputRows = (load: Awaited<ReturnType<typeof measureThroughput>>) => [
  '| target | req/s | p50 ms | p99 ms | errors | non-2xx | server CPU per request ms | PostgreSQL CPU per request ms | autocannon CPU per request ms |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  `| bare Fastify GET /ping | ${Math.round(load.bareResult.requests.average)} | ${load.bareResult.latency.p50} | ${load.bareResult.latency.p99} | ` +
    `${load.bareResult.errors} | ${load.bareResult.non2xx} | - | - | - |`,
  `| default credit application page | ${Math.round(load.pageResult.requests.average)} | ${load.pageResult.latency.p50} | ` +
    `${load.pageResult.latency.p99} | ${load.pageResult.errors} | ${load.pageResult.non2xx} | ` +
    `${load.cpuPerRequestMs.server.toFixed(2)} | ${load.cpuPerRequestMs.database.toFixed(2)} | ${load.cpuPerRequestMs.loadGenerator.toFixed(2)} |`,
];

const main = async () => {
  const loadBefore = os.loadavg()[0] ?? 0;
  const { results, concurrent, load } = await withServer(SERVER_PORT, async (server) => {
    const ids = await sampleIds(server.url);
    const pages: Scenario[] = [];
    for await (const page of scenarios(server.url, ids)) pages.push(page);
    const measured = await compareWithSql(server, pages, 1);
    console.log(`At ${CONCURRENT_CONNECTIONS} connections:`);
    const atOnce = await compareWithSql(server, pages, CONCURRENT_CONNECTIONS);
    return {
      results: measured,
      concurrent: atOnce,
      load: !CASES || THROUGHPUT_ONLY ? await measureThroughput(server) : undefined,
    };
  });
  if (!load) return;
  if (THROUGHPUT_ONLY) return console.log(throughputRows(load).join('\n'));
  const missed = (result: Compared) =>
    result.ratio > TARGET_RATIO || result.endpoint.p95 > TARGET_P95_MS;
  const concurrentMissed = concurrent.filter(
    (result) => result.ratio > CONCURRENT_TARGET_RATIO || result.endpoint.p95 > TARGET_P95_MS,
  );
  await publishResults('Lists at a million', [
    machineLine(loadBefore),
    '',
    `Each row: ${DURATION_SECONDS} s of autocannon with 1 connection against the list page (signed in as the administrator, who sees ` +
      `every branch), then ${DURATION_SECONDS} s of the same page's SQL through \`pg\` on 1 connection: the statements the list service runs ` +
      '(page, total, facilities, photos), captured from it with their parameters and sent unprepared one after another. Debitur pages are ' +
      `the Personal tab's unless named. Latencies in ms; the ratio is endpoint p95 / SQL p95 (targets: p95 <= ${TARGET_P95_MS} ms, ratio <= ${TARGET_RATIO}).`,
    '',
    ...comparedTable(results, { request: 'page', answers: 'pages' }),
    '',
    `${worstAndSlowest(results)} ` +
      `Pages missing a target: ${results.filter(missed).length} of ${results.length}` +
      `${
        results.some(missed)
          ? ` (${results
              .filter(missed)
              .map((result) => result.scenario.title)
              .join('; ')})`
          : ''
      }.`,
    '',
    `The same pages with ${CONCURRENT_CONNECTIONS} connections, each next to its SQL on ${CONCURRENT_CONNECTIONS} \`pg\` connections at once ` +
      `(ten staff asking together; targets: p95 <= ${TARGET_P95_MS} ms, ratio <= ${CONCURRENT_TARGET_RATIO}):`,
    '',
    ...comparedTable(concurrent, { request: 'page', answers: 'pages' }),
    '',
    `${worstAndSlowest(concurrent)} Pages missing a target: ${concurrentMissed.length} of ${concurrent.length}` +
      `${concurrentMissed.length ? ` (${concurrentMissed.map((result) => result.scenario.title).join('; ')})` : ''}.`,
    '',
    `Throughput: the default credit application page with ${THROUGHPUT_CONNECTIONS} connections for ${Math.max(DURATION_SECONDS, 10)} s ` +
      `after a warm-up run, next to a bare Fastify route (no database, no sign-in, no schema) in the same run (target ${THROUGHPUT_TARGET} req/s, 0 errors).`,
    '',
    'CPU per request: the server process, every PostgreSQL process of this machine (0 when the database is elsewhere) and the ' +
      'bench process that runs autocannon, from /proc over the measured run.',
    '',
    ...throughputRows(load),
    '',
    'Generate the data with `npm run bench:generate`, then run `npm run bench:list`.',
  ]);
};

await main();
