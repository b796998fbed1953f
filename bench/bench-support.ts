import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, databaseUrl, dropDatabase } from '../apps/server/src/db/database-admin';

/** What the benchmarks share: the database server, the app's process and RESULTS.md. */
export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');
export const BENCH_ADMIN = { email: 'bench@creditdesk.local', password: 'Bench.2026' };
/** The database of the credit application list at scale (bench:generate fills it, bench:list reads it). */
export const LIST_DATABASE = process.env.BENCH_LIST_DATABASE ?? 'creditdesk_bench_list';

/** A PostgreSQL URL whose role may create databases; exits with a hint when none is set. */
export const adminDatabaseUrl = () => {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) return url;
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database whose role may create databases.',
  );
  process.exit(1);
};

export const recreateDatabase = async (adminUrl: string, name: string) => {
  await dropDatabase(adminUrl, name);
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
};

/** A TypeScript entry point of the repository in its own Node process. */
export const startScript = (script: string, env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });

/** The CreditDesk server on `port` against `databaseUrl`, signed in as the bench administrator. */
export const startServer = (port: number, databaseUrl: string, dataDir: string) =>
  startScript('apps/server/src/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    CAPTCHA: 'off',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
    // The daily reminder would mail the whole book's due items while a benchmark measures requests.
    REMINDER_MAIL_TIME: '23:59',
    // The generated book's file versions have no stored files: the reader would work through
    // millions of them (each 'could not be read') while a benchmark measures requests.
    READING: 'off',
  });

/**
 * The CreditDesk server on `port` on the embedded database in `dataDir`, seeded with the demo
 * users, signed in as the bench administrator: what a bench needs when no data set matters.
 */
export const startEmbeddedServer = (port: number, dataDir: string) =>
  startScript('apps/server/src/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    CAPTCHA: 'off',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
    REMINDER_MAIL_TIME: '23:59',
  });

export const waitFor = async (url: string) => {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
};

/** The bearer token of the bench administrator (CAPTCHA is off on the bench server). */
export const signIn = async (base: string) => {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...BENCH_ADMIN, captchaId: '', captchaText: '' }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const { response } = (await login.json()) as { response: { token: string } };
  return response.token;
};

const RESULTS_FILE = path.join(benchDir, 'RESULTS.md');
const TITLE = '# Benchmark results';

/**
 * Replaces the `## heading` section of RESULTS.md (or appends it) with `lines`, so that each
 * benchmark rewrites its own results and keeps the others', and prints them.
 */
export const publishResults = async (heading: string, lines: string[]) => {
  const body = lines.join('\n');
  const existing = await readFile(RESULTS_FILE, 'utf8').catch(() => TITLE);
  const sections = existing.split(/^(?=## )/m).map((part) => part.trim());
  const section = `## ${heading}\n\n${body.trim()}`;
  const index = sections.findIndex((part) => part.startsWith(`## ${heading}\n`));
  if (index === -1) sections.push(section);
  else sections[index] = section;
  await writeFile(RESULTS_FILE, `${sections.join('\n\n')}\n`);
  console.log(body);
};

/**
 * Runs `measure` against the CreditDesk server on `port` and the bench database, signed in as the
 * bench administrator; the server and its data directory are gone afterwards.
 */
export const withServer = async <T>(
  port: number,
  measure: (server: { base: string; token: string; url: string; pid: number }) => Promise<T>,
) => {
  const url = databaseUrl(adminDatabaseUrl(), LIST_DATABASE);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-bench-'));
  const server = startServer(port, url, dataDir);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/v1/auth/captcha`);
    if (server.pid === undefined) throw new Error('the server has no process id');
    return await measure({ base, token: await signIn(base), url, pid: server.pid });
  } finally {
    // Its shutdown still writes to the data directory (the audit anchors): remove it after.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    if (server.exitCode === null && server.kill('SIGTERM')) await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
};

/** The machine a run had, for the first line of a results section. */
export const machineLine = (loadBefore: number) =>
  `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
  `PostgreSQL server on the same machine. Load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]?.toFixed(2)} after.`;
