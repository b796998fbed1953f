import os from 'node:os';
import pg from 'pg';
import { REPORT_DEFINITIONS } from '@creditdesk/domain/reports/report-catalogue';
import { reportListQuerySchema } from '@creditdesk/domain/reports/reports.schemas';
import type { Actor } from '../apps/server/src/plugins/actor';
import { dokumenTboListQuerySchema } from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { DOKUMEN_TBO_SLUG } from '@creditdesk/domain/access/access-catalogue';
import { createDokumenTboService } from '../apps/server/src/modules/reports/dokumen-tbo.service';
import { createDashboardService } from '../apps/server/src/modules/dashboard/dashboard.service';
import { createDashboardChartsService } from '../apps/server/src/modules/dashboard/dashboard-charts.service';
import { createReportsService } from '../apps/server/src/modules/reports/reports.service';
import { machineLine, withServer, publishResults } from './bench-support';
import {
  benchActor,
  captureStatements,
  comparedTable,
  compareWithSql,
  DURATION_SECONDS,
  listPageFingerprint,
  ms,
  replay,
  TARGET_P95_MS,
  TARGET_RATIO,
  worstAndSlowest,
  type Scenario,
  type Statement,
} from './measure';

/**
 * Each report page's first page and the dashboard on the database bench:generate filled, next to
 * the raw SQL of the same answer (the statements the service runs, captured with their parameters
 * and replayed through `pg`), both with one connection as the issue asks. Writes the "Reports and
 * dashboard at a million" section of bench/RESULTS.md. Usage: npm run bench:reports (needs
 * BENCH_DATABASE_URL or TEST_DATABASE_URL).
 */
/** BENCH_PORT moves it where another run already listens on the machine. */
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3322);
const CONNECTIONS = 1;

const scenarios = async (url: string, actor: Actor): Promise<Scenario[]> => {
  const now = () => new Date();
  const pages = [];
  for (const definition of REPORT_DEFINITIONS) {
    const query = reportListQuerySchema(definition).parse({});
    const page = await captureStatements(url, (services) =>
      createReportsService({ db: services.db, now }).list(definition, query, actor),
    );
    pages.push({
      title: `${definition.title} (${page.result.totalCapped ? '10,000+' : page.result.total} items)`,
      path: `/api/v1/report/${definition.slug}`,
      statements: page.statements,
      fingerprint: listPageFingerprint,
      expected: listPageFingerprint(page.result),
    });
  }
  const deferrals = await captureStatements(url, (services) =>
    createDokumenTboService({ db: services.db, now }).list(
      dokumenTboListQuerySchema.parse({}),
      actor,
    ),
  );
  pages.push({
    title: `Dokumen TBO (${deferrals.result.totalCapped ? '10,000+' : deferrals.result.total} open deferrals)`,
    path: `/api/v1/report/${DOKUMEN_TBO_SLUG}`,
    statements: deferrals.statements,
    fingerprint: listPageFingerprint,
    expected: listPageFingerprint(deferrals.result),
  });
  const dashboard = await captureStatements(url, (services) =>
    createDashboardService({ db: services.db, now }).summary(actor),
  );
  const figures = (answer: unknown) => JSON.stringify((answer as { reports: unknown }).reports);
  return [
    ...pages,
    {
      title: 'dashboard (every figure)',
      path: '/api/v1/dashboard',
      statements: dashboard.statements,
      fingerprint: figures,
      expected: figures(dashboard.result),
    },
  ];
};

/** The branch with the most open report items: the charts' one-branch rows read the most there. */
const busiestBranch = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ branch: string }>(
      `select branch_id as branch from report_items where live and not done and branch_id is not null
       group by branch_id order by count(*) desc, branch_id limit 1`,
    );
    const branch = rows[0]?.branch;
    if (!branch) throw new Error('the data set has no open report items: run bench:generate');
    return branch;
  } finally {
    await client.end();
  }
};

/** The dashboard's charts for the whole bank and for one branch, each with its statements. */
const chartScenarios = async (url: string, actor: Actor) => {
  const now = () => new Date();
  const branch = await busiestBranch(url);
  const answer = (response: unknown) => JSON.stringify(response);
  const scenarios: Scenario[] = [];
  for (const [title, query] of [
    ['dashboard charts (whole bank)', {}],
    ['dashboard charts (one branch)', { branch }],
  ] as const) {
    const charts = await captureStatements(url, (services) =>
      createDashboardChartsService({ db: services.db, now }).charts(actor, query),
    );
    scenarios.push({
      title,
      path: `/api/v1/dashboard/charts${'branch' in query ? `?branch=${query.branch}` : ''}`,
      statements: charts.statements,
      fingerprint: answer,
      expected: answer(charts.result),
    });
  }
  return scenarios;
};

/**
 * The chart a statement of the charts' answer reads, by what it selects; the role's grants, read
 * first, are none. Approvals, rejections and the median days of a month are one query.
 */
const CHART_QUERIES = [
  { chart: 'due items per week ahead', reads: /from "report_items"/ },
  { chart: 'approvals, rejections and median days per month', reads: /percentile_cont/ },
  { chart: 'applications per week and status', reads: /from "credit_applications"/ },
];

const chartOf = (statement: Statement) =>
  CHART_QUERIES.find((query) => query.reads.test(statement.text));

/** Each chart's query of each charts row alone, replayed through `pg` like the rows' SQL. */
const chartQueryTable = async (url: string, scenarios: Scenario[]) => {
  const rows = [
    '| chart query | SQL p50 | SQL p95 | SQL answers/s |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const scenario of scenarios)
    for (const query of CHART_QUERIES) {
      const statement = scenario.statements.find((candidate) => chartOf(candidate) === query);
      if (!statement) throw new Error(`${scenario.title}: no statement reads ${query.chart}`);
      await replay(url, [statement], 2, CONNECTIONS);
      const raw = await replay(url, [statement], DURATION_SECONDS, CONNECTIONS);
      rows.push(
        `| ${query.chart} ${scenario.title.replace('dashboard charts ', '')} | ${ms(raw.p50)} | ${ms(raw.p95)} | ${Math.round(raw.perSecond)} |`,
      );
      console.log(rows.at(-1));
    }
  return rows;
};

const main = async () => {
  const loadBefore = os.loadavg()[0] ?? 0;
  const { results, chartQueries } = await withServer(SERVER_PORT, async (server) => {
    const actor = await benchActor(server.url);
    const charts = await chartScenarios(server.url, actor);
    return {
      results: await compareWithSql(
        server,
        [...(await scenarios(server.url, actor)), ...charts],
        CONNECTIONS,
      ),
      chartQueries: await chartQueryTable(server.url, charts),
    };
  });
  await publishResults('Reports and dashboard at a million', [
    machineLine(loadBefore),
    '',
    `Each row: ${DURATION_SECONDS} s of autocannon with ${CONNECTIONS} connection against the endpoint (signed in as the administrator, ` +
      `who reads every report and every branch), then ${DURATION_SECONDS} s of the same answer's SQL through \`pg\` on ${CONNECTIONS} connection: ` +
      "the statements the service runs (captured from it with their parameters), one after another. Each report's default first page: " +
      `open items first, overdue first. Latencies in ms; the ratio is endpoint p95 / SQL p95 (target <= ${TARGET_RATIO}, and p95 under ${TARGET_P95_MS} ms).`,
    '',
    ...comparedTable(results, { request: 'request', answers: 'answers' }),
    '',
    worstAndSlowest(results),
    '',
    `Each chart's query in the two charts rows alone, replayed through \`pg\` on ${CONNECTIONS} connection for ${DURATION_SECONDS} s (the rows' SQL`,
    "is these three and the role's grants). One branch is the one with the most open report items.",
    '',
    ...chartQueries,
    '',
    'A page walks `report_items_page_idx` (report, done, due date, document id, of live applications) in its own order and stops after its',
    'ten items; their rows are then read by id. The total counts at most 10,001 items of the same index (more shows as 10,000+). The',
    "dashboard's overdue and due-in-30-days figures are index ranges of the same items; applications per status and the approval queue's",
    "size are sums of the counters the database keeps. Where a page's SQL takes under about 4 ms (an empty page), the fixed work of",
    'a request that the replay does not do (HTTP, the sign-in check, query validation and serialisation, a few ms at p95) is larger',
    'than the SQL itself, and the ratio passes 1.3 although the page answers in under 10 ms.',
    'Dokumen TBO walks `document_deferrals_open_due_idx` (live, promised date, id, branch, creator, of open deferrals) overdue first and',
    "reads its ten rows by id; its total and the dashboard's two counts are ranges of the same index, which carries the application's",
    'archive flag, branch and creator (migration 0022), so no count joins the applications.',
    "The dashboard's median time to decision reads the month's decisions from `credit_applications_queue_idx` alone (status,",
    "decision time, id, then the last Submit, branch and creator: migration 0023), where it looked up each one's last move to",
    'the queue in the signing history (168.0 ms p95 before, at load average 0.66-1.30). The SDK and Covernote Asuransi reports of',
    'this data set have every item done: their overdue and due counts are empty ranges of `report_items_page_idx`.',
    "The charts read the applications per week and status and the month's decisions from `credit_applications_queue_idx` alone.",
    'The due items per week are, for the whole bank, one range of `report_items_page_idx` per report; for a branch or an area,',
    'one range of `report_items_branch_due_idx` (branch, due date, report, of live open items) per branch, so a branch reads its',
    "own items and not the bank's (migration 0027).",
    'Generate the data with `npm run bench:generate`, then run `npm run bench:reports`.',
  ]);
};

await main();
