import os from 'node:os';
import { DOCUMENT_CATALOGUE } from '@creditdesk/domain/documents/document-catalogue';
import pg from 'pg';
import { databaseUrl } from '../apps/server/src/db/database-admin';
import { validMetadataFor } from '../apps/server/src/testing/credit-applications';
import { multipart } from '../apps/server/src/testing/http';
import {
  adminDatabaseUrl,
  BENCH_ADMIN,
  LIST_DATABASE,
  withServer,
  publishResults,
} from './bench-support';
import { MB, peakGrowth, residentBytes, SAMPLE_EVERY_MS } from './memory';

/**
 * How much the server's memory grows while it takes document uploads: one 20 MB file, then ten
 * 10 MB files at once, each into a Credit Approved application of the bench database. The server
 * is its own process; its resident set (VmRSS) is sampled every 10 ms from /proc while the
 * uploads run, and the growth is the peak over the resident set after a warm-up upload. The
 * application is lent to the bench administrator for the run (the creator rule) and given back
 * with its documents as they were. Writes the "Upload memory" section of bench/RESULTS.md.
 * Usage: npm run bench:upload (needs BENCH_DATABASE_URL or TEST_DATABASE_URL and bench:generate).
 */
const SERVER_PORT = 3322;
/** The multipart framing and the JSON part stay inside the 20 MB limit with this margin. */
const FRAMING = 64 * 1024;

/** A PDF of `size` bytes: the signature the type check reads, then filler. */
const pdfOf = (size: number) => {
  const file = Buffer.alloc(size, 0x20);
  file.write('%PDF-1.7\n');
  file.write('\n%%EOF\n', size - 7);
  return file;
};

/** A Credit Approved application of a Personal debitur, lent to the bench administrator. */
const borrowApplication = async (client: pg.Client) => {
  const { rows } = await client.query<{ id: string; createdBy: string; adminId: string }>(
    `select a.id, a.created_by as "createdBy", u.id as "adminId"
     from credit_applications a join debiturs d on d.id = a.debitur_id
     cross join users u
     where a.status = 'Credit Approved' and not a.is_archive and d.type = 'Personal'
       and u.email = $1
     order by a.id limit 1`,
    [BENCH_ADMIN.email],
  );
  const application = rows[0];
  if (!application) throw new Error('no Credit Approved application: run bench:generate');
  await client.query('update credit_applications set created_by = $2 where id = $1', [
    application.id,
    application.adminId,
  ]);
  return application;
};

const giveBack = async (
  client: pg.Client,
  application: Awaited<ReturnType<typeof borrowApplication>>,
) => {
  await client.query(
    'delete from credit_application_documents where application_id = $1 and created_by = $2',
    [application.id, application.adminId],
  );
  await client.query('update credit_applications set created_by = $2 where id = $1', [
    application.id,
    application.createdBy,
  ]);
};

const personalType = () => {
  const category = DOCUMENT_CATALOGUE.find((entry) => entry.debiturType === 'Personal');
  const type = category?.types[0];
  if (!category || !type) throw new Error('the catalogue has no Personal type');
  return {
    category: category.code,
    code: type.code,
    metadata: validMetadataFor(type.formMetaData),
  };
};

/** The multipart body of one document upload, built before the clock starts. */
const uploadBody = async (applicationId: string, file: Buffer) => {
  const type = personalType();
  return multipart(
    {
      data: JSON.stringify({
        creditApplication: applicationId,
        category: type.category,
        documents: [{ code: type.code, uploadedDocuments: [{ metadata: type.metadata }] }],
      }),
    },
    [{ key: 'file', name: 'bench.pdf', data: file, type: 'application/pdf' }],
  );
};
type UploadBody = Awaited<ReturnType<typeof uploadBody>>;

const upload = async (base: string, token: string, { payload, headers }: UploadBody) => {
  const response = await fetch(`${base}/api/v1/document-credit-application`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: payload,
  });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
};

interface Run {
  title: string;
  megabytes: number;
  files: number[];
  target: number;
}
const RUNS: Run[] = [
  { title: 'one 20 MB upload', megabytes: 20, files: [20 * MB - FRAMING], target: 30 },
  {
    title: 'ten 10 MB uploads at once',
    megabytes: 100,
    files: Array(10).fill(10 * MB),
    target: 60,
  },
];

/** One run on a server of its own, so that no run inherits another's garbage. */
const measure = (applicationId: string, run: Run) =>
  withServer(SERVER_PORT, async ({ base, token, pid }) => {
    // Loads the upload's code paths once, so that the baseline holds them.
    await upload(base, token, await uploadBody(applicationId, pdfOf(MB)));
    const bodies = await Promise.all(
      run.files.map((size) => uploadBody(applicationId, pdfOf(size))),
    );
    const baseline = await residentBytes(pid);
    const { growth, seconds } = await peakGrowth(pid, baseline, () =>
      Promise.all(bodies.map((body) => upload(base, token, body))),
    );
    return `| ${run.title} | ${run.megabytes} | ${(baseline / MB).toFixed(0)} | ${(growth / MB).toFixed(1)} | ${run.target} | ${seconds.toFixed(1)} |`;
  });

const main = async () => {
  const url = databaseUrl(adminDatabaseUrl(), LIST_DATABASE);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows: string[] = [];
  try {
    const application = await borrowApplication(client);
    try {
      for (const run of RUNS) {
        rows.push(await measure(application.id, run));
        console.log(rows.at(-1));
      }
    } finally {
      await giveBack(client, application);
    }
  } finally {
    await client.end();
  }
  await publishResults('Upload memory', [
    `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, Node ${process.version}, the server as its own process ` +
      'on the bench database (PostgreSQL), files on its local disk.',
    '',
    `Each row: document uploads (POST /document-credit-application, one PDF each) into a Credit Approved application; the server's ` +
      `resident set (VmRSS) sampled every ${SAMPLE_EVERY_MS} ms while they run. Growth is the peak over the resident set just before, ` +
      'after a 1 MB warm-up upload; each row on a server process of its own. Sizes and memory in MB; the target is the growth it must stay under.',
    '',
    '| uploads | MB sent | resident before | growth | target | seconds |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'The file is streamed to storage while it is hashed: only the first 64 KiB are held, for the type check by the bytes. ' +
      'Run it with `npm run bench:upload` after `npm run bench:generate`.',
  ]);
};

await main();
