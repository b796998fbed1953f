import Fastify from 'fastify';
import { creditApplicationListQuerySchema } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { debiturListQuerySchema } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { connectPostgres } from '../apps/server/src/db/client';
import { createCreditApplicationsService } from '../apps/server/src/modules/credit-applications/credit-applications.service';
import { createDebitursService } from '../apps/server/src/modules/debiturs/debiturs.service';
import { createFsStorage } from '../apps/server/src/plugins/storage';
import { administrator } from './measure';
const handle = connectPostgres('postgres://creditdesk_test:creditdesk_test@127.0.0.1:5432/creditdesk_bench_list');
const services = { db: handle.db, storage: createFsStorage('/tmp/qfiles'), log: Fastify({ logger: false }).log };
const ca = createCreditApplicationsService(services);
const deb = createDebitursService(services);
const cases: [string, () => Promise<{ total: number; totalCapped?: boolean }>][] = [];
const caq = (q: Record<string, unknown>) => () => ca.list(creditApplicationListQuerySchema.parse(q), administrator);
const dq = (q: Record<string, unknown>) => () => deb.list(debiturListQuerySchema.parse(q), administrator);
for (const [t, q] of JSON.parse(process.argv[2] ?? '[]') as [string, Record<string, unknown>][]) cases.push([t, t.startsWith('d:') ? dq(q) : caq(q)]);
for (const [title, run] of cases) {
  const times: number[] = [];
  let last;
  for (let i = 0; i < 7; i++) { const s = performance.now(); last = await run(); times.push(performance.now() - s); }
  times.sort((a, b) => a - b);
  console.log(title.padEnd(40), 'median', times[3]!.toFixed(1), 'max', times[6]!.toFixed(1), 'total', last!.total, last!.totalCapped);
}
await handle.close();
