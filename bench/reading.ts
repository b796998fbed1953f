import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/seeds/seed';
import { createReadingThread } from '../apps/server/src/modules/document-reading/reading-thread';
import { prepareLanguageFolder } from '../apps/server/src/modules/document-reading/reading-languages';
import {
  pdfWithText,
  pngWithText,
} from '../apps/server/src/modules/document-reading/reading-fixtures';
import {
  createCreditApplication,
  validMetadata,
} from '../apps/server/src/testing/credit-applications';
import { adminSession } from '../apps/server/src/testing/factories';
import { multipart } from '../apps/server/src/testing/http';
import { machineLine, publishResults } from './bench-support';
import { MB, peakGrowth, residentBytes } from './memory';

/**
 * Reading uploaded files (issue 32): the upload's answer time with reading on and off, the time
 * to read a one-page PDF and a KTP-sized image in a thread as the reader does, and the growth of
 * the server's resident set while ten uploaded files are read. The server runs in this process
 * on the embedded database of a fresh DATA_DIR, listening on a port, and is called over HTTP, so
 * its reader starts as in production (after listen, woken by each upload). Writes the "Reading
 * the file" section of bench/RESULTS.md. Usage: npm run bench:reading.
 */
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 60);
/** The uploads are made in this many turns of each server. */
const TURNS = 6;
const READS = Number(process.env.BENCH_READS ?? 5);

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The server with READING on or off, on a database of its own, listening on a free port. */
const startServer = async (reading: 'on' | 'off') => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-reading-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', CAPTCHA: 'off', READING: reading }),
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  };
  const database = await connectDatabase({ dataDir });
  await database.migrate();
  await seed(database.db, { admin: config.admin, demo: false });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const context = { app, db: database.db, config };
  const { headers } = await adminSession(context);
  const application = await createCreditApplication(context, headers);
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    headers,
    applicationId: application.id,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

type Server = Awaited<ReturnType<typeof startServer>>;

/** Uploads one KTP file over HTTP; answers how long the answer took. */
const uploadKtp = async (server: Server, file: { name: string; data: Buffer; type: string }) => {
  const { payload, headers } = await multipart(
    {
      data: JSON.stringify({
        creditApplication: server.applicationId,
        category: 'debitur-perorangan',
        documents: [{ code: 'ktp', uploadedDocuments: [{ metadata: validMetadata('ktp') }] }],
      }),
    },
    [{ key: 'file', ...file }],
  );
  const started = performance.now();
  const response = await fetch(`${server.base}/api/v1/document-credit-application`, {
    method: 'POST',
    headers: { ...headers, ...server.headers },
    body: payload,
  });
  const elapsed = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return elapsed;
};

/**
 * The upload answer times of a server with reading off and one with it on, in turns (A B A B, a
 * block of uploads each), so that a warmer process or a busier minute favours neither. The
 * reader has read the block's files before the other server's turn starts.
 */
const uploadTimesInTurns = async (pdf: Buffer) => {
  const servers = { off: await startServer('off'), on: await startServer('on') };
  const times = { off: [] as number[], on: [] as number[] };
  try {
    for (const server of Object.values(servers))
      // The first upload warms the route and the database; it is not counted.
      await uploadKtp(server, { name: 'warm.pdf', data: pdf, type: 'application/pdf' });
    await servers.on.app.documentReader.drain();
    for (let turn = 0; turn < TURNS; turn += 1)
      for (const reading of ['off', 'on'] as const) {
        const server = servers[reading];
        for (let index = 0; index < UPLOADS / TURNS; index += 1)
          times[reading].push(
            await uploadKtp(server, {
              name: `ktp-${index}.pdf`,
              data: pdf,
              type: 'application/pdf',
            }),
          );
        await server.app.documentReader.drain();
      }
    return times;
  } finally {
    await servers.off.close();
    await servers.on.close();
  }
};

/** Reads the file READS times in one reading thread, as the reader does: the first read starts it. */
const readTimes = async (languageFolder: string, file: { bytes: Buffer; contentType: string }) => {
  const thread = createReadingThread(languageFolder);
  const times: number[] = [];
  try {
    for (let index = 0; index < READS; index += 1) {
      const started = performance.now();
      const outcome = await thread.read(
        { bytes: new Uint8Array(file.bytes), contentType: file.contentType },
        { timeoutMs: 120_000 },
      );
      if (!('text' in outcome) || !outcome.text?.includes('3171234567890123'))
        throw new Error(`the file was not read: ${JSON.stringify(outcome)}`);
      times.push(performance.now() - started);
    }
  } finally {
    await thread.end();
  }
  const [first = 0, ...next] = times;
  return { first, next };
};

/** The resident set's growth while ten uploaded files (five PDF, five PNG) are read. */
const memoryWhileReading = async (pdf: Buffer, png: Buffer) => {
  const server = await startServer('on');
  try {
    await server.app.documentReader.stop();
    // Uploaded with the reader stopped, so that all ten wait; a fresh reader then reads them.
    const { createDocumentReader } =
      await import('../apps/server/src/modules/document-reading/document-reader');
    for (let index = 0; index < 5; index += 1) {
      await uploadKtp(server, { name: `ktp-${index}.pdf`, data: pdf, type: 'application/pdf' });
      await uploadKtp(server, { name: `ktp-${index}.png`, data: png, type: 'image/png' });
    }
    const reader = createDocumentReader({
      db: server.app.db,
      storage: server.app.storage,
      log: server.app.log,
      languageFolder: await prepareLanguageFolder(server.app.config.dataDir),
      timeoutMs: server.app.config.reading.timeoutMs,
      concurrency: server.app.config.reading.concurrency,
    });
    const baseline = await residentBytes(process.pid);
    const { result, growth, seconds } = await peakGrowth(process.pid, baseline, () =>
      reader.drain(),
    );
    await reader.stop();
    return { read: result, baseline, growth, seconds };
  } finally {
    await server.close();
  }
};

const loadBefore = os.loadavg()[0] ?? 0;
const pdf = await pdfWithText(['KARTU TANDA PENDUDUK', 'NIK : 3171234567890123', 'Nama : Rina']);
const png = pngWithText(['NIK : 3171234567890123', 'NAMA : MIKA']);
const languageFolder = await prepareLanguageFolder(
  await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-languages-')),
);

const { off, on } = await uploadTimesInTurns(pdf);
const pdfReads = await readTimes(languageFolder, { bytes: pdf, contentType: 'application/pdf' });
const imageReads = await readTimes(languageFolder, { bytes: png, contentType: 'image/png' });
const memory = await memoryWhileReading(pdf, png);

await publishResults('Reading the file (issue 32)', [
  machineLine(loadBefore),
  '',
  `The server in the bench's process on the embedded database, called over HTTP; READING_CONCURRENCY 1 (the default). ${UPLOADS} uploads of a one-page KTP PDF (${pdf.length} bytes) to each of two servers, reading off and on, one after another in ${TURNS} turns of each (A B A B), after one not counted; with reading on, the reader reads each in its thread (kept between files) while the next upload is answered. The server runs from its TypeScript sources here: a new reading thread compiles its modules first, which the built server does not.`,
  '',
  '| measure | median | p95 |',
  '| --- | --- | --- |',
  `| upload answer, READING=off | ${ms(percentile(off, 0.5))} | ${ms(percentile(off, 0.95))} |`,
  `| upload answer, READING=on | ${ms(percentile(on, 0.5))} | ${ms(percentile(on, 0.95))} |`,
  `| read a one-page PDF (text layer), the first in a new thread | ${ms(pdfReads.first)} | - |`,
  `| read a one-page PDF, the next ${READS - 1} in the same thread | ${ms(percentile(pdfReads.next, 0.5))} | ${ms(percentile(pdfReads.next, 0.95))} |`,
  `| read a KTP-sized PNG (1011x638, OCR eng+ind), the first in a new thread | ${ms(imageReads.first)} | - |`,
  `| read a KTP-sized PNG, the next ${READS - 1} in the same thread | ${ms(percentile(imageReads.next, 0.5))} | ${ms(percentile(imageReads.next, 0.95))} |`,
  '',
  `Ten uploaded files (five PDF, five PNG) read one at a time: ${memory.read} read in ${memory.seconds.toFixed(1)} s; the process's resident set grew by at most ${(memory.growth / MB).toFixed(0)} MB over ${(memory.baseline / MB).toFixed(0)} MB (sampled every 10 ms).`,
]);
