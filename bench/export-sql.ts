import { creditApplicationListQuerySchema } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import pg from 'pg';
import { createCreditApplicationsService } from '../apps/server/src/modules/credit-applications/credit-applications.service';
import { administrator, captureStatements, type Statement } from './measure';

/**
 * The reference the export benchmarks hold an export to: its own SQL, the statements the service
 * runs for it (the ids, then each batch's records, facilities and photos), captured with their
 * parameters and sent once through `pg`, one after another, with their rows read.
 */

/**
 * The credit application export the benchmarks run: every Waiting for Review application, or the
 * list's query string in BENCH_EXPORT_FILTER (a book of 100,000 holds about 4,000 Waiting for
 * Review; `status=Credit%20Approved&status=Rejected&status=Open` is about 40,000 of it).
 */
export const EXPORT_FILTER = process.env.BENCH_EXPORT_FILTER ?? 'status=Waiting%20for%20Review';

/** The filter as the route's query: a name given twice (`status=A&status=B`) is a list. */
const filterQuery = () => {
  const parameters = new URLSearchParams(EXPORT_FILTER);
  const query: Record<string, string | string[]> = { page: '1', limit: '10' };
  for (const name of new Set(parameters.keys())) {
    const values = parameters.getAll(name);
    query[name] = values.length === 1 ? values[0] : values;
  }
  return query;
};

/** The statements the service runs for the export, with their parameters, in order, and its rows. */
export const exportStatements = async (url: string) => {
  const { statements, result: rows } = await captureStatements(url, async (services) => {
    const { count, batches } = await createCreditApplicationsService(services).exportRows(
      creditApplicationListQuerySchema.parse(filterQuery()),
      administrator,
    );
    for await (const batch of batches) void batch;
    return count;
  });
  return { statements, rows };
};

/** The export's query as the results name it. */
export const exportFilterText = () => decodeURIComponent(EXPORT_FILTER).replaceAll('&', ' & ');

/** Seconds the statements take sent once, one after another, on one connection. */
export const sqlSeconds = async (url: string, statements: Statement[]) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    for (const { text, values } of statements)
      await client.query({ text, values, rowMode: 'array' });
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
};

export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};
