import { databaseUrl } from '../apps/server/src/db/database-admin';
import { connectPostgres } from '../apps/server/src/db/client';
import { refreshReportItems } from '../apps/server/src/modules/reports/report-items.service';
import { adminDatabaseUrl, LIST_DATABASE } from './bench-support';
const handle = connectPostgres(databaseUrl(adminDatabaseUrl(), LIST_DATABASE));
await handle.migrate();
const started = performance.now();
console.log(
  await refreshReportItems(handle.db),
  ((performance.now() - started) / 1000).toFixed(1),
  's',
);
await handle.close();
