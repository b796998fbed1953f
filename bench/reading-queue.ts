import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase } from '../apps/server/src/db/client';
import { databaseUrl, dropDatabase } from '../apps/server/src/db/database-admin';
import { seed } from '../apps/server/src/seeds/seed';
import {
  claimQueuedVersions,
  claimStaleReadings,
  markExhaustedUnreadable,
} from '../apps/server/src/modules/document-reading/document-readings.repository';
import { pdfWithText } from '../apps/server/src/modules/document-reading/reading-fixtures';
import {
  createCreditApplication,
  uploadDocument,
} from '../apps/server/src/testing/credit-applications';
import { adminSession } from '../apps/server/src/testing/factories';
import { adminDatabaseUrl, machineLine, publishResults, recreateDatabase } from './bench-support';

/**
 * Finding the files left to read in a large book (issue 32): the statements a reader runs at
 * every upload and every minute, on PostgreSQL, with BENCH_VERSIONS stored file versions all
 * read, then with a few queued. The versions are one uploaded file's, copied by SQL (their
 * rows are what the statements read; the files themselves are never opened). Beside them, the
 * statement the reader used before migration 0028 (every version compared with its reading).
 * Writes the "Finding the files to read" section of bench/RESULTS.md.
 * Usage: BENCH_DATABASE_URL=postgres://... npm run bench:reading-queue.
 */
const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 1_000_000);
const RUNS = 20;
const QUEUED = 5;
const NAME = 'creditdesk_bench_reading_queue';

const admin = adminDatabaseUrl();
await recreateDatabase(admin, NAME);
const url = databaseUrl(admin, NAME);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-reading-queue-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', CAPTCHA: 'off', READING: 'off' }),
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
};
const database = await connectDatabase({ databaseUrl: url, dataDir });
await database.migrate();
await seed(database.db, { admin: config.admin, demo: false });
const app = await buildApp({ config, database });
const { db } = database;

/** The reader's claim before migration 0028: a version with no reading row, newest first. */
const antiJoin = (limit: number) => sql`
  select v.id, v.content_type, v.storage_key
  from credit_application_document_versions v
  left join document_readings r on r.version_id = v.id
  where r.version_id is null and v.content_type in ('application/pdf', 'image/png', 'image/jpeg')
  order by v.created_at desc limit ${limit}`;

/** Median and p95 of RUNS runs, each in a transaction rolled back so every run finds the same. */
const timed = async (run: (executor: typeof db) => Promise<unknown>) => {
  const times: number[] = [];
  for (let index = 0; index <= RUNS; index += 1) {
    const started = performance.now();
    await db
      .transaction(async (transaction) => {
        await run(transaction as unknown as typeof db);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    // The first run warms the cache; it is not counted.
    if (index > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return `${at(0.5).toFixed(2)} ms | ${at(0.95).toFixed(2)} ms`;
};
class RolledBack extends Error {}

/** What a wake after an upload runs (the claim), and what the minute's sweep adds. */
const wake = (executor: typeof db) => claimQueuedVersions(executor, 'bench', 1);
const sweep = async (executor: typeof db) => {
  await markExhaustedUnreadable(executor, 90_000);
  await claimStaleReadings(executor, 'bench', 1, 90_000);
  await claimQueuedVersions(executor, 'bench', 1);
};

try {
  const loadBefore = os.loadavg()[0] ?? 0;
  const context = { app, db, config };
  const { headers } = await adminSession(context);
  const application = await createCreditApplication(context, headers);
  const file = {
    key: 'file',
    name: 'ktp.pdf',
    data: await pdfWithText(['NIK 3171234567890123']),
    type: 'application/pdf',
  };
  const upload = await uploadDocument(context, headers, application.id, 'ktp', { file });
  const { versionId } = upload.json().response.file as { versionId: string };
  const copies = (count: number, from: number) => sql`
    insert into credit_application_document_versions
      (document_id, name, content_type, size, sha256, storage_key, created_by, created_at)
    select document_id, name, content_type, size, sha256, storage_key, created_by,
      created_at - (${from} + n) * interval '1 second'
    from credit_application_document_versions, generate_series(1, ${count}) as n
    where id = ${versionId}`;
  const filling = performance.now();
  await db.execute(copies(VERSIONS - 1, QUEUED));
  await db.execute(
    sql`update document_readings set state = 'read', read_at = now() where state = 'queued'`,
  );
  await db.execute(sql`vacuum analyze credit_application_document_versions`);
  await db.execute(sql`vacuum analyze document_readings`);
  const filled = (performance.now() - filling) / 1000;

  const allRead = {
    wake: await timed(wake),
    sweep: await timed(sweep),
    before: await timed((executor) => executor.execute(antiJoin(1))),
  };
  await db.execute(copies(QUEUED, -QUEUED - 1));
  const queued = {
    wake: await timed(wake),
    sweep: await timed(sweep),
    before: await timed((executor) => executor.execute(antiJoin(1))),
  };

  await publishResults('Finding the files to read (issue 32)', [
    machineLine(loadBefore),
    '',
    `PostgreSQL (\`BENCH_DATABASE_URL\`), ${VERSIONS.toLocaleString('en')} stored PDF versions, all read (filled in ${filled.toFixed(0)} s), then with ${QUEUED} more queued. Each statement ${RUNS} times after one not counted, in a transaction rolled back so that every run finds the same rows.`,
    '',
    '| statements | all read: median | p95 | 5 queued: median | p95 |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| an upload's wake: claim the newest queued version | ${allRead.wake} | ${queued.wake} |`,
    `| the minute's sweep: give up exhausted claims, take stale ones, claim queued | ${allRead.sweep} | ${queued.sweep} |`,
    `| before migration 0028: the newest version without a reading (anti-join) | ${allRead.before} | ${queued.before} |`,
  ]);
} finally {
  await app.close();
  await dropDatabase(admin, NAME);
  await rm(dataDir, { recursive: true, force: true });
}
