import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, databaseUrl, dropDatabase } from '../apps/server/src/db/database-admin';
import { startNginx } from '../apps/server/src/testing/nginx';
import { until } from '../apps/server/src/testing/server-process';
import { ensureRuntimeLogin } from '../apps/server/src/testing/test-database';
import { repoRoot } from './bench-support';

/**
 * The soak's deployment: two (or `count`) built servers (`apps/server/dist/bin/main.js`) on one fresh
 * PostgreSQL database and one file store, behind Debian's nginx as `deploy/` runs them.
 */

export const SOAK_ADMIN = { email: 'admin@soak.creditdesk.local', password: 'Soak.2026' };
/** Starting a server (migrations, seed) while the other works takes a while; this caps a hang. */
const START_CAP_MS = 180_000;
const serverMain = path.join(repoRoot, 'apps/server/dist/bin/main.js');

export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  /** The last lines it wrote, for a start that fails. */
  output: string;
  exited: Promise<number | null>;
}

const listening = (instance: Instance) =>
  until(
    `${instance.name} to listen`,
    async () =>
      fetch(`http://127.0.0.1:${instance.port}/api/health/ready`).then(
        (response) => (response.ok ? true : undefined),
        () => {
          if (instance.child.exitCode === null) return undefined;
          throw new Error(`${instance.name} exited:\n${instance.output}`);
        },
      ),
    START_CAP_MS,
    () => instance.output,
  );

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const createCluster = async (adminUrl: string, count: number, keepDatabase: boolean) => {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-soak-'));
  const dataDir = path.join(scratch, 'data');
  await mkdir(dataDir);
  const databaseName = `creditdesk_soak_${process.pid}`;
  await dropDatabase(adminUrl, databaseName);
  await adminQuery(adminUrl, `CREATE DATABASE "${databaseName}"`);
  const ownerUrl = databaseUrl(adminUrl, databaseName);
  // The app's own login beside the owner's, as deployed (two-instances.test.ts does the same).
  const runtimeUrl = await ensureRuntimeLogin(adminUrl);
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...(runtimeUrl
      ? {
          DATABASE_URL: databaseUrl(runtimeUrl, databaseName),
          DATABASE_MIGRATION_URL: ownerUrl,
        }
      : { DATABASE_URL: ownerUrl }),
    DATA_DIR: dataDir,
    STORAGE: 'fs',
    CAPTCHA: 'off',
    AUDIT_KEY: 'soak-audit-key-that-is-long-enough-for-both',
    JWT_SECRET: 'soak-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: SOAK_ADMIN.email,
    ADMIN_PASSWORD: SOAK_ADMIN.password,
    // nginx on 127.0.0.1 is the proxy: each virtual user's own address counts for its limits.
    TRUST_PROXY: '127.0.0.1',
    // The daily reminder would mail every due item while the soak measures requests.
    REMINDER_MAIL_TIME: '23:59',
  };

  const launch = (name: string, port: number): Instance => {
    const child = spawn(process.execPath, [serverMain], {
      cwd: repoRoot,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance: Instance = { name, port, child, output: '', exited: undefined as never };
    instance.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const keep = (chunk: Buffer) => {
      instance.output = (instance.output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return instance;
  };

  const ports: number[] = [];
  for (let index = 0; index < count; index++) ports.push(await freePort());
  const instances = ports.map((port, index) => launch(`instance ${index + 1}`, port));
  const removeAll = async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
    if (!keepDatabase) await dropDatabase(adminUrl, databaseName);
    await rm(scratch, { recursive: true, force: true });
  };
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  try {
    await Promise.all(instances.map(listening));
    nginx = await startNginx(
      scratch,
      ports.map((port) => `http://127.0.0.1:${port}`),
      START_CAP_MS,
    );
  } catch (error) {
    await removeAll();
    throw error;
  }

  return {
    dataDir,
    ownerUrl,
    databaseName,
    balancer: nginx.url,
    instances,
    /** kill -9, as a crashed machine or an OOM killer would. */
    kill: async (index: number) => {
      const instance = instances[index]!;
      instance.child.kill('SIGKILL');
      await instance.exited;
    },
    restart: async (index: number) => {
      const old = instances[index]!;
      instances[index] = launch(old.name, old.port);
      await listening(instances[index]);
    },
    close: async () => {
      nginx.process.kill('SIGTERM');
      await removeAll();
    },
  };
};

export type Cluster = Awaited<ReturnType<typeof createCluster>>;
