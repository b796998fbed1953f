import os from 'node:os';
import pg from 'pg';
import { connectPostgres } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/seeds/seed';
import {
  adminDatabaseUrl,
  BENCH_ADMIN,
  LIST_DATABASE,
  recreateDatabase,
  publishResults,
} from './bench-support';
import { databaseUrl } from '../apps/server/src/db/database-admin';
import { refreshReportItems } from '../apps/server/src/modules/reports/report-items.service';
import { insertAuditTrail } from './generate-audit-trail';
import { insertCreditAuthority, planCreditAuthority } from './generate-credit-authority';
import {
  insertDocuments,
  insertHistory,
  planDocumentTypes,
} from './generate-history-and-documents';
import {
  insertMasterData,
  planDebiturs,
  planApplications,
  insertDebiturs,
  insertApplications,
} from './generate-book';
import { STAFF, PERSONAL_SHARE, BULK_TABLES, MASTER_TABLES } from './generator-mix';
import { CITIES, BRANCH_AREAS, FACILITIES } from './generator-vocabulary';
import { DEMO_LADDER } from '../apps/server/src/seeds/approval-authorities.seed';

/**
 * Fills a fresh database with a credit book at scale: 1,000,000 credit applications of 200,000
 * debiturs, 20 groups with 200 branches, 40 staff users, the seeded credit types and 10
 * facilities, the demo ladder of approval tiers with the approvals given and deferred documents. The schema is the app's own (its migrations and seed run first); the rows are
 * made by the database server itself (INSERT ... SELECT over generate_series) from a fixed
 * random seed, so every run builds the same mix, dated back from today. Writes the data set
 * section of bench/RESULTS.md. Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a role that may
 * create databases. Usage: npm run bench:generate [-- applications debiturs]
 */
const APPLICATIONS = Number(process.argv[2] ?? 1_000_000);
const DEBITURS = Number(process.argv[3] ?? 200_000);
const BOOK = { applications: APPLICATIONS, debiturs: DEBITURS };

/** The generator's steps and how long each took, for the console and RESULTS.md. */
const steps: string[] = [];
const timed = async (label: string, step: () => Promise<unknown>) => {
  const started = performance.now();
  await step();
  steps.push(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(steps.at(-1));
};

const migrateAndSeed = async (url: string) => {
  const handle = connectPostgres(url);
  try {
    await handle.migrate();
    await seed(handle.db, { admin: BENCH_ADMIN, demo: false });
  } finally {
    await handle.close();
  }
};

/** The report items of every document, as the server builds them when the catalogue changes. */
const buildReportItems = async (url: string) => {
  const handle = connectPostgres(url);
  try {
    await handle.db.execute('delete from report_items_state');
    await refreshReportItems(handle.db);
  } finally {
    await handle.close();
  }
};

/** The secondary indexes of the bulk tables as the migrations made them, to build after the load. */
const dropSecondaryIndexes = async (client: pg.Client) => {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = any($1::text[])
       and indexname not in (select conname from pg_constraint)`,
    [BULK_TABLES],
  );
  for (const row of rows) await client.query(`drop index "${row.name}"`);
  return rows;
};

/**
 * The foreign keys of the bulk tables, to add again after the load: checking each of them once
 * for the whole table is much cheaper than once per inserted row.
 */
const dropForeignKeys = async (client: pg.Client) => {
  const { rows } = await client.query<{ table: string; name: string; definition: string }>(
    `select conrelid::regclass::text as table, conname as name,
            pg_get_constraintdef(oid) as definition
     from pg_constraint where contype = 'f' and conrelid::regclass::text = any($1::text[])`,
    [BULK_TABLES],
  );
  for (const row of rows)
    await client.query(`alter table ${row.table} drop constraint "${row.name}"`);
  return rows;
};

const main = async () => {
  const adminUrl = adminDatabaseUrl();
  const url = databaseUrl(adminUrl, LIST_DATABASE);
  console.log(
    `Generating ${APPLICATIONS} credit applications of ${DEBITURS} debiturs into ${LIST_DATABASE}`,
  );
  const started = performance.now();
  await timed('fresh database, migrations and seed', async () => {
    await recreateDatabase(adminUrl, LIST_DATABASE);
    await migrateAndSeed(url);
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    await client.query(`set work_mem = '256MB'`);
    await client.query('select setseed(0.2026)');
    const indexes = await dropSecondaryIndexes(client);
    const foreignKeys = await dropForeignKeys(client);
    await timed('groups, branches, staff and facilities', () => insertMasterData(client));
    await timed('debitur and application plan', async () => {
      await planDebiturs(client, BOOK);
      await planApplications(client, BOOK);
    });
    await timed('debiturs', () => insertDebiturs(client));
    await timed('approval tiers and deferral plan', async () => {
      await planDocumentTypes(client);
      await planCreditAuthority(client);
    });
    await timed('credit applications and facilities', () => insertApplications(client));
    await timed('signing history and timeline', () => insertHistory(client, STAFF));
    await timed('documents with versions', () => insertDocuments(client));
    await timed('approvals and deferrals', () => insertCreditAuthority(client));
    await timed('audit trail', () => insertAuditTrail(client));
    await timed(`${indexes.length} secondary indexes`, async () => {
      for (const index of indexes) await client.query(index.definition);
    });
    await timed(`${foreignKeys.length} foreign keys`, async () => {
      for (const key of foreignKeys)
        await client.query(
          `alter table ${key.table} add constraint "${key.name}" ${key.definition}`,
        );
    });
    await timed('report items', () => buildReportItems(url));
    // VACUUM also marks the pages all-visible, so totals can be counted from the indexes alone.
    await timed('vacuum and analyze', () =>
      client.query(
        `vacuum (analyze) ${[...BULK_TABLES, ...MASTER_TABLES, 'report_items', 'audit_logs'].join(', ')}`,
      ),
    );
    await client.query('discard temp');
    const { rows: mix } = await client.query<{ status: string; count: string }>(
      `select status, count(*) from credit_applications group by status order by count(*) desc`,
    );
    const {
      rows: [book],
    } = await client.query<{
      archived: string;
      facilities: string;
      signing: string;
      events: string;
      documents: string;
      versions: string;
      approvals: string;
      deferrals: string;
      open: string;
      audit: string;
      years: string;
      size: string;
    }>(
      `select (select count(*) from credit_applications where is_archive) as archived,
              (select count(*) from credit_application_facilities) as facilities,
              (select count(*) from credit_application_signing) as signing,
              (select count(*) from credit_application_events) as events,
              (select count(*) from credit_application_documents) as documents,
              (select count(*) from credit_application_document_versions) as versions,
              (select count(*) from credit_application_approvals) as approvals,
              (select count(*) from document_deferrals) as deferrals,
              (select count(*) from document_deferrals where status in ('Requested', 'Granted')) as open,
              (select count(*) from audit_logs) as audit,
              (select string_agg(year || ': ' || last_number, ', ' order by year)
                 from credit_application_sequences) as years,
              pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    const minutes = (performance.now() - started) / 60_000;
    await publishResults('Credit application data set', [
      `\`npm run bench:generate\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, shared): ` +
        `${APPLICATIONS.toLocaleString('en')} applications of ${DEBITURS.toLocaleString('en')} debiturs ` +
        `(${PERSONAL_SHARE * 100}% Personal), ${CITIES.length} groups with ${CITIES.length * BRANCH_AREAS.length} branches, ` +
        `${STAFF} staff users, the seeded credit types, ${FACILITIES.length} facilities; ${minutes.toFixed(1)} min, ${book?.size} on disk.`,
      '',
      `Statuses: ${mix.map((row) => `${row.status} ${row.count}`).join(', ')}. Archived: ${book?.archived}. ` +
        `Facility links: ${book?.facilities}. Numbers per year: ${book?.years}.`,
      '',
      `Signing steps: ${book?.signing}. Documents (applications from Credit Approved on): ${book?.documents}, ` +
        `with ${book?.versions} file versions. Timeline entries: ${book?.events}. Audit rows: ${book?.audit}.`,
      '',
      `Credit authority: the demo ladder of ${DEMO_LADDER.length} tiers; ${book?.approvals} approvals and rejections; ` +
        `${book?.deferrals} deferred documents, ${book?.open} of them open.`,
      '',
      `Steps: ${steps.join('; ')}.`,
    ]);
  } finally {
    await client.end();
  }
};

await main();
