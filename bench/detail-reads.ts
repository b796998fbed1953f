import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { connectPostgres } from '../apps/server/src/db/client';
import { databaseUrl } from '../apps/server/src/db/database-admin';
import { branchGroups, branches } from '../apps/server/src/modules/branches/branches.table';
import { creditApplications } from '../apps/server/src/modules/credit-applications/credit-applications.table';
import { debiturs } from '../apps/server/src/modules/debiturs/debiturs.table';
import { groups } from '../apps/server/src/modules/groups/groups.table';
import { users } from '../apps/server/src/modules/users/users.table';
import {
  adminDatabaseUrl,
  BENCH_ADMIN,
  recreateDatabase,
  signIn,
  startServer,
  waitFor,
} from './bench-support';
import { CONNECTIONS, DURATION_SECONDS, load, ms } from './measure';

/**
 * The detail GETs of a debitur and of a credit application on a small fresh database (one
 * debitur, one application), under autocannon: what recording who read whose record costs a
 * detail. Prints one table row per request and the audit rows the run left (how many reads were
 * recorded, in how many insert statements). Usage: npm run bench:detail-reads (needs
 * BENCH_DATABASE_URL, whose role may create databases).
 */
const SERVER_PORT = 3325;
const DATABASE = process.env.BENCH_DETAIL_READS_DATABASE ?? 'creditdesk_bench_detail_reads';

const seedRecords = async (url: string) => {
  const handle = connectPostgres(url);
  try {
    const { db } = handle;
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, BENCH_ADMIN.email));
    if (!admin) throw new Error('the bench administrator was not seeded');
    const [group] = await db.insert(groups).values({ name: 'Bench Group' }).returning();
    const [branch] = await db.insert(branches).values({ name: 'Bench Branch' }).returning();
    if (!group || !branch) throw new Error('no area was written');
    await db.insert(branchGroups).values({ branchId: branch.id, groupId: group.id });
    const [debitur] = await db
      .insert(debiturs)
      .values({
        type: 'Personal',
        fullName: 'Rina Kartika',
        address: 'Jl. Asia Afrika 8, Bandung',
        relatedGroupId: group.id,
        relatedBranchId: branch.id,
      })
      .returning();
    if (!debitur) throw new Error('no debitur was written');
    const [application] = await db
      .insert(creditApplications)
      .values({
        creditAppNo: 'BENCH-1',
        creditAppDate: '2026-01-15',
        type: 'Personal',
        joinType: 'Existing Debitur',
        status: 'Open',
        debiturId: debitur.id,
        groupId: group.id,
        branchId: branch.id,
        createdBy: admin.id,
      })
      .returning();
    if (!application) throw new Error('no application was written');
    return { debiturId: debitur.id, applicationId: application.id };
  } finally {
    await handle.close();
  }
};

/** The audit rows of reads: how many, and in how many insert statements (transactions). */
const recordedReads = async (url: string) => {
  const handle = connectPostgres(url);
  try {
    const result = await handle.db.execute<{ rows: string; statements: string }>(
      sql`select count(*)::text as rows, count(distinct xmin::text)::text as statements
          from audit_logs where action = 'read'`,
    );
    const [row] = result.rows;
    return { rows: Number(row?.rows ?? 0), statements: Number(row?.statements ?? 0) };
  } finally {
    await handle.close();
  }
};

const main = async () => {
  const adminUrl = adminDatabaseUrl();
  await recreateDatabase(adminUrl, DATABASE);
  const url = databaseUrl(adminUrl, DATABASE);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-'));
  const server = startServer(SERVER_PORT, url, dataDir);
  try {
    const base = `http://127.0.0.1:${SERVER_PORT}`;
    await waitFor(`${base}/api/v1/auth/captcha`);
    const token = await signIn(base);
    const { debiturId, applicationId } = await seedRecords(url);
    const requests = [
      ['GET /master-data/debitur/{id}', `/api/v1/master-data/debitur/${debiturId}`],
      ['GET /credit-application/{id}', `/api/v1/credit-application/${applicationId}`],
      ['GET /master-data/debiturs (list page)', '/api/v1/master-data/debiturs'],
    ] as const;
    const lines = [
      `${DURATION_SECONDS} s of autocannon with ${CONNECTIONS} connections per request; load average ${os.loadavg()[0]?.toFixed(2)} before.`,
      '',
      '| request | p50 ms | p95 ms | req/s |',
      '| --- | ---: | ---: | ---: |',
    ];
    for (const [title, requestPath] of requests) {
      // A short warm-up, so the first run's statement preparation is not measured.
      await load(`${base}${requestPath}`, token, CONNECTIONS, 2);
      const measured = await load(`${base}${requestPath}`, token);
      lines.push(
        `| ${title} | ${ms(measured.p50)} | ${ms(measured.p95)} | ${measured.perSecond.toFixed(0)} |`,
      );
    }
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const reads = await recordedReads(url);
    lines.push(
      '',
      `Audit rows of reads after the run: ${reads.rows}, written by ${reads.statements} insert statements.`,
    );
    console.log(lines.join('\n'));
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
