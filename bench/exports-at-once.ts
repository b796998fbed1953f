import { probedWhile } from './auth-me-probe';
import os from 'node:os';
import { databaseUrl } from '../apps/server/src/db/database-admin';
import { adminDatabaseUrl, LIST_DATABASE, publishResults, withServer } from './bench-support';
import {
  EXPORT_FILTER,
  exportFilterText,
  exportStatements,
  percentile,
  sqlSeconds,
} from './export-sql';
import { MB, peakGrowth, residentBytes } from './memory';

/**
 * Three credit application exports started together (issue 33: several exports at month end) on
 * the bench database, against a server that runs EXPORT_CONCURRENCY at once (1 by default):
 * what each answered, how long each took against the export's own SQL, the server's memory growth
 * and `/auth/me` while they run; then the refused one asked again once the others are done.
 * Writes the "Exports at once, <n> allowed" section of bench/RESULTS.md.
 * Usage: npm run bench:exports-at-once (needs BENCH_DATABASE_URL or TEST_DATABASE_URL and
 * bench:generate).
 */

const SERVER_PORT = 3325;
const PROBE_MS = 50;
const EXPORTS = 3;
/** The server's limit: the environment's, which the server inherits, or its default. */
const CONCURRENCY = process.env.EXPORT_CONCURRENCY ?? '1';

interface ExportAnswer {
  status: number;
  retryAfter: string | null;
  bytes: number;
  seconds: number;
}

const run = async () => {
  const loadBefore = os.loadavg()[0] ?? 0;
  const url = databaseUrl(adminDatabaseUrl(), LIST_DATABASE);
  const { statements, rows: exported } = await exportStatements(url);
  await sqlSeconds(url, statements);
  const sql = await sqlSeconds(url, statements);
  console.log(`the export's SQL: ${statements.length} statements, ${sql.toFixed(1)} s`);

  const seen = await withServer(SERVER_PORT, async ({ base, token, pid }) => {
    const headers = { authorization: `Bearer ${token}` };
    const exportOf = async (query: string): Promise<ExportAnswer> => {
      const started = performance.now();
      const answer = await fetch(`${base}/api/v1/credit-application/export?${query}`, { headers });
      let bytes = 0;
      for await (const chunk of answer.body ?? []) bytes += (chunk as Uint8Array).length;
      return {
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        bytes,
        seconds: (performance.now() - started) / 1000,
      };
    };
    await exportOf('format=xlsx&search=CA-2024-00012');
    const baseline = await residentBytes(pid);
    const { result: together, probes } = await probedWhile(base, headers, PROBE_MS, () =>
      peakGrowth(pid, baseline, () =>
        Promise.all(
          Array.from({ length: EXPORTS }, () => exportOf(`format=xlsx&${EXPORT_FILTER}`)),
        ),
      ),
    );
    // Measured from where the exports together left the server, which the garbage collector
    // has not necessarily given back.
    const againBaseline = await residentBytes(pid);
    const again = await peakGrowth(pid, againBaseline, () =>
      exportOf(`format=xlsx&${EXPORT_FILTER}`),
    );
    return { baseline, together, again, againBaseline, probes };
  });

  const { together, again, probes } = seen;
  const rows = together.result.map(
    (answer, index) =>
      `| ${index + 1} | ${answer.status} | ${answer.retryAfter ?? '-'} | ${(answer.bytes / MB).toFixed(1)} | ` +
      `${answer.seconds.toFixed(1)} | ${answer.status === 200 ? (answer.seconds / sql).toFixed(2) : '-'} |`,
  );
  rows.push(
    `| the refused one, asked again after | ${again.result.status} | - | ${(again.result.bytes / MB).toFixed(1)} | ` +
      `${again.result.seconds.toFixed(1)} | ${(again.result.seconds / sql).toFixed(2)} |`,
  );
  await publishResults(`Exports at once, ${CONCURRENCY} allowed`, [
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${os.cpus().length} cores, Node ${process.version}, the server as its own process on the bench database ` +
      `(PostgreSQL, a million applications) on the same machine. Load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]?.toFixed(2)} after.`,
    '',
    `${EXPORTS} XLSX exports of \`/credit-application/export?${exportFilterText()}\` (${exported.toLocaleString('en-US')} rows each) started together against a ` +
      `server allowing ${CONCURRENCY} at once (EXPORT_CONCURRENCY=${CONCURRENCY}), while another client asks \`/auth/me\` every ${PROBE_MS} ms; then the ` +
      `refused one asked again once the others were done. SQL is the export's own ${statements.length} statements sent once through \`pg\` after a ` +
      `warm-up pass: ${sql.toFixed(1)} s; the ratio is an export's seconds over it (target <= 1.5). Growth is the peak of the server's resident set ` +
      `over its size after a warm-up export of a few rows (${(seen.baseline / MB).toFixed(0)} MB).`,
    '',
    '| export | status | Retry-After | file MB | seconds | ratio to SQL |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Memory growth while the ${EXPORTS} ran: ${(together.growth / MB).toFixed(1)} MB; while the last ran alone: ${(again.growth / MB).toFixed(1)} MB over the ${(seen.againBaseline / MB).toFixed(0)} MB the others left (target: under 100).`,
    `\`/auth/me\` while the ${EXPORTS} ran: p99 ${percentile(probes, 0.99).toFixed(1)} ms, slowest ${Math.max(...probes).toFixed(1)} ms, ` +
      `median ${percentile(probes, 0.5).toFixed(1)} ms, ${probes.length} answers (target: p99 under 100 on a quiet machine).`,
    'Run it with `npm run bench:exports-at-once` after `npm run bench:generate`.',
  ]);
};

await run();
