import pg from 'pg';
import { databaseUrl } from '../apps/server/src/db/database-admin';
import { createDashboardService } from '../apps/server/src/modules/dashboard/dashboard.service';
import { adminDatabaseUrl, LIST_DATABASE } from './bench-support';
import { administrator, captureStatements } from './measure';
const url = databaseUrl(adminDatabaseUrl(), LIST_DATABASE);
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows: [u] } = await client.query("select id, role_id from users where email='bench@creditdesk.local'");
const actor = { ...administrator, userId: u.id, roleId: u.role_id };
const { statements } = await captureStatements(url, (s) => createDashboardService({ db: s.db, now: () => new Date() }).summary(actor));
for (const s of statements) {
  const t = performance.now();
  await client.query({ text: s.text, values: s.values });
  console.log(((performance.now() - t)).toFixed(1), 'ms', s.text.replace(/\s+/g, ' ').slice(0, 90), JSON.stringify(s.values).slice(0, 60));
}
await client.end();
