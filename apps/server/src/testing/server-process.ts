import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The app run as it is deployed: `main.ts` in a process of its own, for the tests that kill it. */

const serverMain = fileURLToPath(new URL('../main.ts', import.meta.url));

/** Polls `check` until it answers something, or fails after `capMs` with what `said()` holds. */
export const until = async <T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  capMs: number,
  said = () => '',
) => {
  const deadline = Date.now() + capMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${said()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: string;
  url: string;
  exited: Promise<number | null>;
}

/**
 * Starts a server with `env` (and PATH) and resolves once it listens; one that does not within
 * `capMs` is killed.
 */
export const startServerProcess = async (
  env: Record<string, string>,
  capMs: number,
): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, output: '', url: '', exited: undefined as never } as ServerProcess;
  server.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  try {
    server.url = await until(
      'a server to listen',
      () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output)?.[1],
      capMs,
      () => server.output,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return server;
};

const MB = 1048576;

/** A PDF of so many megabytes: the header, then blanks. */
export const pdfOfMegabytes = (megabytes: number) => {
  const bytes = Buffer.alloc(megabytes * MB, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
};

/** A Personal debitur's body, as the form sends it, in the given group and branch. */
export const sariWulandari = (relatedGroup: unknown, relatedBranch: unknown) => ({
  type: 'Personal',
  fullName: 'Sari Wulandari',
  dateOfBirth: '1990-01-01',
  phoneNumber: '081234567890',
  maritalStatus: 'Married',
  idNumber: '3273010101900001',
  address: 'Jl. Braga 10, Bandung',
  relatedGroup,
  relatedBranch,
});
