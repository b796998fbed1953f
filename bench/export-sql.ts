import { creditApplicationListQuerySchema } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import pg from 'pg';
import { createCreditApplicationsService } from '../apps/server/src/modules/credit-applications/credit-applications.service';
import { administrator, captureStatements, type Statement } from './measure';

/**
 * The reference the export benchmarks hold an export to: its own SQL, the statements the service
 * runs for it (the ids, then each batch's records, facilities and photos), captured with their
 * parameters and sent once through `pg`, one after another, with their rows read.
 */

/** The credit application export the benchmarks run: every Waiting for Review application. */
export const EXPORT_FILTER = 'status=Waiting%20for%20Review';
const FILTER_QUERY = { status: 'Waiting for Review', page: '1', limit: '10' };

/** The statements the service runs for the export, with their parameters, in order. */
export const exportStatements = async (url: string) => {
  const { statements } = await captureStatements(url, async (services) => {
    const { batches } = await createCreditApplicationsService(services).exportRows(
      creditApplicationListQuerySchema.parse(FILTER_QUERY),
      administrator,
    );
    for await (const batch of batches) void batch;
  });
  return statements;
};

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
