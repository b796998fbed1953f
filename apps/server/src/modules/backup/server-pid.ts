import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database has one user at a time: while a server holds DATA_DIR/db, `npm run
 * backup` asks that server (SIGUSR2) to write the snapshot. The server names itself here.
 */
const pidFile = (dataDir: string) => path.resolve(dataDir, 'server.pid');

export const announceServer = (dataDir: string) => {
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
  process.once('exit', () => rmSync(pidFile(dataDir), { force: true }));
};

/** The running server's process id, or undefined when none holds the data directory. */
export const runningServer = (dataDir: string) => {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
};
