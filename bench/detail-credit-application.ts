import os from 'node:os';
import { approvalQueueQuerySchema } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import pg from 'pg';
import { createCreditApplicationsService } from '../apps/server/src/modules/credit-applications/credit-applications.service';
import { createDocumentsService } from '../apps/server/src/modules/documents/documents.service';
import { machineLine, withServer, publishResults } from './bench-support';
import {
  administrator,
  benchActor,
  captureStatements,
  comparedTable,
  compareWithSql,
  CONNECTIONS,
  DURATION_SECONDS,
  listPageFingerprint,
  TARGET_P95_MS,
  TARGET_RATIO,
  worstAndSlowest,
  worstOf,
  type Scenario,
} from './measure';

/**
 * The reads of one application on the database bench:generate filled: its detail (with its
 * documents), its document tree (list-document) and the approval queue (Waiting for Review,
 * oldest first: all of it, one tier, and 'I can decide' for the administrator, whose role is in
 * the two branch tiers of the generated ladder), each next to the raw SQL of the same answer: the statements the service runs,
 * captured with their parameters and replayed through `pg` at the same concurrency and duration.
 * Writes the "Credit application detail, documents and approval queue" section of
 * bench/RESULTS.md. Usage: npm run bench:detail (needs BENCH_DATABASE_URL or TEST_DATABASE_URL).
 */
const SERVER_PORT = 3321;
const QUEUE_ORDER = { sortBy: 'statusChanged', sortOrder: 'asc' };

/** A Completed application with documents, from the middle of the book. */
const sampleApplication = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; documents: string }>(
      `select a.id, (select count(*) from credit_application_documents d
                     where d.application_id = a.id) as documents
       from credit_applications a
       where a.status = 'Completed' and not a.is_archive
         and a.id > '80000000-0000-0000-0000-000000000000'
         and exists (select 1 from credit_application_documents d where d.application_id = a.id)
       order by a.id limit 1`,
    );
    if (!rows[0]) throw new Error('no Completed application with documents: run bench:generate');
    return rows[0];
  } finally {
    await client.end();
  }
};

/** The tier with two approvals of the generated ladder. */
const middleTier = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; name: string }>(
      'select id, name from approval_authorities where required_approvals = 2 limit 1',
    );
    if (!rows[0]) throw new Error('no approval tier of two approvals: run bench:generate');
    return rows[0];
  } finally {
    await client.end();
  }
};

const queueParams = (query: { tier?: string[]; canDecide?: string }) =>
  Object.fromEntries(
    Object.entries({ 'tier[]': query.tier?.[0], canDecide: query.canDecide }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );

const scenarios = async (url: string, id: string) => {
  const detail = await captureStatements(url, (services) =>
    createCreditApplicationsService(services).get(id, administrator),
  );
  const tree = await captureStatements(url, (services) =>
    createDocumentsService(services).structure(id, administrator),
  );
  const actor = await benchActor(url);
  const tier = await middleTier(url);
  const queues = [
    { title: 'approval queue, oldest first', query: {} },
    { title: `approval queue, tier ${tier.name}`, query: { tier: [tier.id] } },
    { title: "approval queue, 'I can decide'", query: { canDecide: 'true' } },
  ];
  const queueScenarios: Scenario[] = [];
  for (const { title, query } of queues) {
    const queue = await captureStatements(url, (services) =>
      createCreditApplicationsService(services).queue(
        approvalQueueQuerySchema.parse({ ...QUEUE_ORDER, ...query }),
        actor,
      ),
    );
    queueScenarios.push({
      title: `${title} (${queue.result.total} waiting)`,
      path: `/api/v1/credit-application/approval/paged?${new URLSearchParams({ ...QUEUE_ORDER, ...queueParams(query) })}`,
      statements: queue.statements,
      fingerprint: listPageFingerprint,
      expected: listPageFingerprint(queue.result),
    });
  }
  type Detail = typeof detail.result;
  type Tree = typeof tree.result;
  const documentCount = (answer: Detail) =>
    answer.documents.flatMap((category) => category.types.flatMap((type) => type.files)).length;
  const filesInTree = (answer: Tree) =>
    answer.categories.flatMap((category) => category.children.flatMap((type) => type.files)).length;
  const reads: Scenario[] = [
    {
      title: `GET /credit-application/{id} (${documentCount(detail.result)} documents)`,
      path: `/api/v1/credit-application/${id}`,
      statements: detail.statements,
      fingerprint: (answer) => `${documentCount(answer as Detail)}`,
      expected: `${documentCount(detail.result)}`,
    },
    {
      title: 'GET /credit-application/list-document/{id}',
      path: `/api/v1/credit-application/list-document/${id}`,
      statements: tree.statements,
      fingerprint: (answer) => `${filesInTree(answer as Tree)}`,
      expected: `${filesInTree(tree.result)}`,
    },
  ];
  return { reads: [...reads, ...queueScenarios], queues: queueScenarios };
};

const main = async () => {
  const loadBefore = os.loadavg()[0] ?? 0;
  const { results, queues } = await withServer(SERVER_PORT, async (server) => {
    const { reads, queues } = await scenarios(server.url, (await sampleApplication(server.url)).id);
    return {
      results: await compareWithSql(server, reads),
      queues: await compareWithSql(server, queues, 1),
    };
  });
  const worst = worstOf(results, (result) => result.ratio);
  await publishResults('Credit application detail, documents and approval queue', [
    machineLine(loadBefore),
    '',
    `Each row: ${DURATION_SECONDS} s of autocannon with ${CONNECTIONS} connections against the endpoint (signed in as the administrator), ` +
      `then ${DURATION_SECONDS} s of the same answer's SQL through \`pg\` on ${CONNECTIONS} connections: the statements the service runs ` +
      '(captured from it with their parameters), one after another. The application is a Completed one with documents from the middle ' +
      `of the book. Latencies in ms; the ratio is endpoint p95 / SQL p95 (target <= ${TARGET_RATIO}).`,
    '',
    ...comparedTable(results, { request: 'request', answers: 'answers' }),
    '',
    `Worst ratio: ${worst.value.toFixed(2)} (${worst.title}).`,
    '',
    `The approval queue's pages again with 1 connection each, as the lists are measured (targets: p95 <= ${TARGET_P95_MS} ms, ratio <= ${TARGET_RATIO}):`,
    '',
    ...comparedTable(queues, { request: 'page', answers: 'pages' }),
    '',
    worstAndSlowest(queues),
    '',
    'The detail reads its documents in two statements (the documents with their types and categories, and all their versions), however many',
    "types hold files. Every statement of the detail and of the tree is prepared once per connection, and once the record (or the tree's",
    "application) is found in the actor's scope the other reads run side by side on the pool; the replay sends the same statements",
    'unprepared and one after another, as psql would, which is why the endpoint can answer faster than its SQL.',
    'The queue takes its page from `credit_applications_queue_idx` (status, status_changed_at, id), oldest first. A tier reads',
    "`credit_applications_queue_tier_idx` and 'I can decide' `credit_applications_queue_decider_idx`, both partial on Waiting for Review",
    '(tier, archived, status_changed_at, id, then creator, tier roles and branch): page and total (up to 10,001) come from the index alone.',
    'Generate the data with `npm run bench:generate`, then run `npm run bench:detail`.',
  ]);
};

await main();
