import { readdir, readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { signIn, startScript, waitFor } from './bench-support';
import { DURATION_SECONDS } from './measure';

/** The default credit application page under load next to a bare Fastify route (bench:list). */

const BARE_PORT = 3302;
export const THROUGHPUT_CONNECTIONS = 10;

const cpuSeconds = async (pid: number) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** The CPU seconds of every PostgreSQL process on this machine (none when the server is remote). */
const databaseCpuSeconds = async () => {
  const seconds = await Promise.all(
    (await readdir('/proc'))
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (pid) => {
        const name = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
        return name.startsWith('postgres') ? cpuSeconds(Number(pid)).catch(() => 0) : 0;
      }),
  );
  return seconds.reduce((sum, each) => sum + each, 0);
};

/** This process's CPU seconds: autocannon runs in it. */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** autocannon at THROUGHPUT_CONNECTIONS for the duration; req/s, p99 and errors. */
const throughput = (url: string, headers: Record<string, string> = {}) =>
  autocannon({
    url,
    headers,
    connections: THROUGHPUT_CONNECTIONS,
    duration: Math.max(DURATION_SECONDS, 10),
  });

/** The default page under THROUGHPUT_CONNECTIONS connections beside a bare Fastify route. */
export const measureThroughput = async (server: { base: string; pid: number }) => {
  const bare = startScript('bench/bare-fastify.ts', { PORT: String(BARE_PORT) });
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/ping`);
    const bareResult = await throughput(`http://127.0.0.1:${BARE_PORT}/ping`);
    const page = `${server.base}/api/v1/credit-application/paged?page=1&limit=10`;
    const headers = { authorization: `Bearer ${await signIn(server.base)}` };
    await throughput(page, headers);
    const cpu = () => Promise.all([cpuSeconds(server.pid), databaseCpuSeconds(), ownCpuSeconds()]);
    const before = await cpu();
    const pageResult = await throughput(page, headers);
    const [serverMs = 0, databaseMs = 0, loadGeneratorMs = 0] = (await cpu()).map(
      (seconds, index) => (1000 * (seconds - (before[index] ?? 0))) / pageResult.requests.total,
    );
    return {
      bareResult,
      pageResult,
      cpuPerRequestMs: { server: serverMs, database: databaseMs, loadGenerator: loadGeneratorMs },
    };
  } finally {
    bare.kill('SIGTERM');
  }
};
