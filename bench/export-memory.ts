import { probedWhile } from './auth-me-probe';
import os from 'node:os';
import { databaseUrl } from '../apps/server/src/db/database-admin';
import { EXPORT_BATCH_ROWS } from '../apps/server/src/kit/table-export';
import { adminDatabaseUrl, LIST_DATABASE, withServer, publishResults } from './bench-support';
import {
  EXPORT_FILTER,
  exportFilterText,
  exportStatements,
  percentile,
  sqlSeconds,
} from './export-sql';
import { MB, peakGrowth, residentBytes, SAMPLE_EVERY_MS } from './memory';

/**
 * The credit application export on the bench database: one export of the Waiting for Review
 * applications (about 40,000 rows at a million; BENCH_EXPORT_FILTER another query) as XLSX, then
 * as CSV, each on a server process of its own.
 * While it runs, the server's resident set is sampled every 10 ms and `/auth/me` is asked every
 * 50 ms by another client: the growth is the peak over the resident set after a warm-up export of
 * a few rows, and the `/auth/me` latencies say whether other users are kept waiting. The
 * reference is the export's own SQL: the statements the service runs for it (the ids, then each
 * batch's records, facilities and photos), captured with their parameters and sent once through
 * `pg`, one after another, with their rows read. Writes the
 * "Export memory" section of bench/RESULTS.md.
 * Usage: npm run bench:export (needs BENCH_DATABASE_URL or TEST_DATABASE_URL and bench:generate).
 */
const SERVER_PORT = 3323;
const PROBE_MS = 50;

/** One export while the memory is sampled and `/auth/me` is asked; answers what was seen. */
const measureExport = (format: 'xlsx' | 'csv') =>
  withServer(SERVER_PORT, async ({ base, token, pid }) => {
    const headers = { authorization: `Bearer ${token}` };
    const exportOf = async (query: string) => {
      const answer = await fetch(`${base}/api/v1/credit-application/export?${query}`, { headers });
      if (!answer.ok) throw new Error(`export answered ${answer.status}: ${await answer.text()}`);
      let bytes = 0;
      for await (const chunk of answer.body ?? []) bytes += (chunk as Uint8Array).length;
      return bytes;
    };
    await exportOf(`format=${format}&search=CA-2024-00012`);
    const baseline = await residentBytes(pid);
    const {
      result: { result: bytes, growth, seconds },
      probes,
    } = await probedWhile(base, headers, PROBE_MS, () =>
      peakGrowth(pid, baseline, () => exportOf(`format=${format}&${EXPORT_FILTER}`)),
    );
    return {
      format,
      bytes,
      seconds,
      baseline,
      growth,
      probeP99: percentile(probes, 0.99),
      probeMax: Math.max(...probes),
      probes: probes.length,
    };
  });

const main = async () => {
  const url = databaseUrl(adminDatabaseUrl(), LIST_DATABASE);
  const { statements, rows: exported } = await exportStatements(url);
  await sqlSeconds(url, statements);
  const sql = await sqlSeconds(url, statements);
  console.log(`the export's SQL: ${statements.length} statements, ${sql.toFixed(1)} s`);
  const rows: string[] = [];
  for (const format of ['xlsx', 'csv'] as const) {
    const result = await measureExport(format);
    rows.push(
      `| ${result.format} | ${(result.bytes / MB).toFixed(1)} | ${result.seconds.toFixed(1)} | ` +
        `${sql.toFixed(1)} | ${(result.seconds / sql).toFixed(2)} | ` +
        `${(result.baseline / MB).toFixed(0)} | ${(result.growth / MB).toFixed(1)} | 100 | ` +
        `${result.probeP99.toFixed(1)} | ${result.probeMax.toFixed(1)} | ${result.probes} |`,
    );
    console.log(rows.at(-1));
  }
  await publishResults('Export memory', [
    `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, Node ${process.version}, the server as its own process on the bench database (PostgreSQL). Load average ${os.loadavg()[0]?.toFixed(2)} at the end.`,
    '',
    `Each row: \`GET /credit-application/export?${exportFilterText()}\` (${exported.toLocaleString('en-US')} rows) on a server process of its own, ` +
      `its resident set (VmRSS) sampled every ${SAMPLE_EVERY_MS} ms and \`/auth/me\` asked every ${PROBE_MS} ms by another client while it runs. ` +
      'Growth is the peak over the resident set after a warm-up export of a few rows. Sizes and memory in MB, `/auth/me` in ms. ' +
      `SQL is the export's own ${statements.length} statements (the ids, then each batch's records, facilities and photos), captured from the ` +
      'service with their parameters and sent once through `pg` one after another, after one warm-up pass; the ratio is seconds / SQL seconds (target <= 1.5).',
    '',
    '| format | file MB | seconds | SQL seconds | ratio | resident before | growth | target | /auth/me p99 | /auth/me slowest | /auth/me answers |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `The export reads the ids of the whole list first (at most 50,001), then their records ${EXPORT_BATCH_ROWS} at a time, and writes each batch as it`,
    'arrives, a few dozen rows between two turns of the event loop: CSV through a generator, XLSX as sheet XML deflated into a streamed zip (`core/xlsx-stream.ts`),',
    'waiting whenever the client has not taken what was written.',
    'Run it with `npm run bench:export` after `npm run bench:generate`.',
  ]);
};

await main();
