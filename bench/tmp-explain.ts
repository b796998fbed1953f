import pg from 'pg';
import { REPORT_DEFINITIONS } from '@creditdesk/domain/reports/report-catalogue';
import { reportListQuerySchema } from '@creditdesk/domain/reports/reports.schemas';
import { databaseUrl } from '../apps/server/src/db/database-admin';
import { createReportsService } from '../apps/server/src/modules/reports/reports.service';
import { adminDatabaseUrl, LIST_DATABASE } from './bench-support';
import { administrator, captureStatements } from './measure';

const url = databaseUrl(adminDatabaseUrl(), LIST_DATABASE);
const client = new pg.Client({ connectionString: url });
await client.connect();
const only = process.env.ONLY;
for (const definition of REPORT_DEFINITIONS) {
  if (only && !definition.slug.includes(only)) continue;
  const query = reportListQuerySchema(definition).parse(JSON.parse(process.env.Q ?? '{}'));
  const { statements, result } = await captureStatements(url, (services) =>
    createReportsService({ db: services.db, now: () => new Date() }).list(
      definition,
      query,
      administrator,
    ),
  );
  console.log(`== ${definition.slug} total ${result.total}`);
  for (const s of statements) {
    const started = performance.now();
    const { rows } = await client.query({
      text: `explain (analyze, buffers) ${s.text}`,
      values: s.values,
    });
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    console.log(
      process.env.PLAN ? plan : plan.split('\n').slice(-2).join(' | '),
      `(${(performance.now() - started).toFixed(0)} ms)`,
    );
  }
}
await client.end();
