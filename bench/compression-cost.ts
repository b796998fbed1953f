import { readFile, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import autocannon from 'autocannon';
import { machineLine, publishResults, signIn, startEmbeddedServer, waitFor } from './bench-support';

/**
 * What compressing the API's JSON answers costs the server (issue 33): the server's CPU per
 * request for the same list page asked plain, with gzip and with brotli, against the embedded
 * database seeded with the demo users. Rounds alternate the three, so a machine shared with
 * others moves all three alike.
 */

const PORT = 3307;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
const PAGES = [
  { name: 'users, a page of 10', path: '/api/v1/master-data/users?page=1&limit=10' },
  { name: 'roles, a page of 10', path: '/api/v1/master-data/roles?page=1&limit=10' },
];

/** The user and system CPU seconds of a process, as the kernel counts them (every thread). */
const cpuSeconds = async (pid: number) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** One answer as it comes off the socket: its bytes on the wire, undecoded, and its encoding. */
const rawAnswer = (url: string, headers: Record<string, string>) =>
  new Promise<{ body: Buffer; encoding: string }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'] ?? 'none',
          }),
        );
      })
      .on('error', reject);
  });

/** The compressors as @fastify/compress runs them by default: brotli quality 4, gzip level 6. */
const COMPRESSORS = {
  gzip: (json: Buffer) => gzipSync(json),
  br: (json: Buffer) =>
    brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
};

/**
 * The CPU microseconds one compression of `json` takes: the least of 9 runs of 500, the run the
 * other processes of a shared machine disturbed least.
 */
const compressionMicroseconds = (compress: (json: Buffer) => Buffer, json: Buffer) => {
  const runs: number[] = [];
  for (let run = 0; run < 9; run++) {
    const before = process.cpuUsage();
    for (let index = 0; index < 500; index++) compress(json);
    const used = process.cpuUsage(before);
    runs.push((used.user + used.system) / 500);
  }
  return Math.min(...runs);
};

const run = async () => {
  const loadBefore = os.loadavg()[0] ?? 0;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-compression-'));
  const server = startEmbeddedServer(PORT, dataDir);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/v1/settings`);
    const pid = server.pid;
    if (pid === undefined) throw new Error('the server has no process id');
    const authorization = `Bearer ${await signIn(base)}`;
    const lines: string[] = [];
    for (const page of PAGES) {
      const url = `${base}${page.path}`;
      const perRequest: Record<string, number[]> = {};
      const p99: Record<string, number[]> = {};
      const load = (encoding: string, amount: number) =>
        autocannon({
          url,
          connections: CONNECTIONS,
          amount,
          headers: { authorization, 'accept-encoding': encoding },
        });
      await load('gzip, br', 300);
      for (let round = 0; round < ROUNDS; round++)
        for (const encoding of ENCODINGS) {
          const before = await cpuSeconds(pid);
          const result = await load(encoding, REQUESTS);
          const ms = (1000 * ((await cpuSeconds(pid)) - before)) / result.requests.total;
          (perRequest[encoding] ??= []).push(ms);
          (p99[encoding] ??= []).push(result.latency.p99);
          if (result.non2xx > 0) throw new Error(`${page.path}: ${result.non2xx} answers not 2xx`);
        }
      const json = (await rawAnswer(url, { authorization })).body;
      lines.push(
        `| ${page.name}: ${page.path.replace('/api/v1', '')}, ${json.length} B of JSON | wire bytes | server CPU ms/request, median | rounds | p99 ms, median | compression alone, µs CPU |`,
      );
      lines.push('| --- | ---: | ---: | --- | ---: | ---: |');
      for (const encoding of ENCODINGS) {
        const sent = await rawAnswer(url, { authorization, 'accept-encoding': encoding });
        const rounds = perRequest[encoding] ?? [];
        const alone =
          encoding === 'identity'
            ? '-'
            : compressionMicroseconds(COMPRESSORS[encoding], json).toFixed(0);
        lines.push(
          `| ${encoding === 'identity' ? 'none asked' : encoding} (sent ${sent.encoding}) | ${sent.body.length} | ${median(rounds).toFixed(2)} | ${rounds.map((ms) => ms.toFixed(2)).join(', ')} | ${median(p99[encoding] ?? []).toFixed(0)} | ${alone} |`,
        );
      }
      lines.push('');
    }
    await publishResults('Compressed JSON answers', [
      `${machineLine(loadBefore)} The server on the embedded database (demo users seeded), ${ROUNDS} rounds of ${REQUESTS} requests per encoding at ${CONNECTIONS} connections, the encodings alternating; server CPU from /proc (every thread, the database's worker too). 'Compression alone' is the same JSON compressed in the bench's process as the plugin compresses it (brotli quality 4, gzip level 6), the least of 9 runs of 500.`,
      '',
      ...lines,
      'Run it with `npm run bench:compression` (BENCH_REQUESTS, BENCH_ROUNDS).',
    ]);
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    if (server.exitCode === null && server.kill('SIGTERM')) await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
};

await run();
