import { watch, type FSWatcher } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { createFsStorage, type Storage } from '../../plugins/storage';
import { PDF_BYTES } from '../../testing/sample-files';
import {
  pdfOfMegabytes,
  sariWulandari,
  type ServerProcess,
  startServerProcess,
  until,
} from '../../testing/server-process';
import { findUnreferencedKeys } from './storage-sweep.repository';
import { ORPHAN_MIN_AGE_MS } from './storage-sweep.service';

/**
 * A real server process killed with SIGKILL while it stores an upload, before the upload's rows
 * commit: the files it leaves behind are what the sweep is for, and the restarted server sweeps.
 */

const ADMIN = { email: 'admin@crash.creditdesk.local', password: 'Admin.2026' };
/** Starting a server (migrations, seed) on a loaded machine takes a while; this only caps a hang. */
const STEP_CAP_MS = 120_000;

let dataDir: string;
let server: ServerProcess | undefined;
let serverEnv: Record<string, string>;

/** The uploads' files: the audit log's anchors, which the server also stores, are not the sweep's. */
const listKeys = async (storage: Storage) => {
  const keys: string[] = [];
  for await (const file of storage.list('debitur-files')) keys.push(file.key);
  return keys.sort();
};

const pdf = (megabytes: number) =>
  new Blob([pdfOfMegabytes(megabytes)], { type: 'application/pdf' });

let baseUrl: string;
let headers: Record<string, string>;

const call = async (method: string, url: string, body: unknown) => {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { response: Record<string, unknown> }).response;
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-crash-'));
  // Made before the server starts so that it can be watched from the first file on.
  await mkdir(path.join(dataDir, 'files', 'debitur-files'), { recursive: true });
  serverEnv = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CAPTCHA: 'off',
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
  };
  server = await startServerProcess(serverEnv, STEP_CAP_MS);
  baseUrl = server.url;
  const signIn = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = ((await signIn.json()) as { response: { token: string } }).response;
  headers = { authorization: `Bearer ${token}` };
}, STEP_CAP_MS * 2);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await rm(dataDir, { recursive: true, force: true });
});

describe('a server killed while it stores an upload', () => {
  it(
    'leaves files that the sweep at the next start removes once older than an hour, keeping every referenced one',
    async () => {
      const group = await call('POST', '/master-data/group', { groupName: 'Crash Group' });
      const branch = await call('POST', '/master-data/branch', {
        branchName: 'Crash Branch',
        relatedGroupId: [group._id],
      });
      const debitur = await call(
        'POST',
        '/master-data/debitur',
        sariWulandari(group._id, branch._id),
      );
      const filesUrl = `${baseUrl}/api/v1/master-data/debitur/${debitur._id}/files`;
      const storage = createFsStorage(path.join(dataDir, 'files'));

      const kept = new FormData();
      kept.append('ktp', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'ktp.pdf');
      expect((await fetch(filesUrl, { method: 'PUT', headers, body: kept })).status).toBe(200);
      const [committed] = await listKeys(storage);
      expect(committed).toMatch(/^debitur-files\//);

      // Four documents of 9 MB: the server stores them one after the other, then commits their
      // rows. It is killed as soon as the first of them shows up in storage.
      let watcher: FSWatcher | undefined;
      const killed = new Promise<void>((resolve) => {
        watcher = watch(path.join(dataDir, 'files', 'debitur-files'), (_event, name) => {
          if (!name || committed!.endsWith(name)) return;
          server!.child.kill('SIGKILL');
          resolve();
        });
      });
      const crashing = new FormData();
      for (const category of ['npwp', 'aktaNikah', 'kartuKeluarga', 'rekeningKoran'])
        crashing.append(category, pdf(9), `${category}.pdf`);
      const upload = fetch(filesUrl, { method: 'PUT', headers, body: crashing }).then(
        (response) => response.status,
        () => 'connection lost',
      );
      await killed;
      watcher!.close();
      await server!.exited;
      expect(await upload).toBe('connection lost');

      const database: DatabaseHandle = await connectDatabase({ dataDir });
      let orphans: string[];
      try {
        orphans = await findUnreferencedKeys(database.db, await listKeys(storage));
      } finally {
        await database.close();
      }
      expect(orphans.length).toBeGreaterThan(0);
      expect(orphans).not.toContain(committed);

      // The crash's files are made older than the minimum age (one hour by default) instead of
      // waiting for it; a file written just now, which no row names either, must stay.
      const twoHoursAgo = new Date(Date.now() - 2 * ORPHAN_MIN_AGE_MS);
      for (const key of orphans)
        await utimes(path.join(dataDir, 'files', key), twoHoursAgo, twoHoursAgo);
      const young = 'debitur-files/young-orphan';
      await storage.put(young, Buffer.from('%PDF-1.7 in flight'));

      // Restarted, the server sweeps at once, not a day later.
      server = await startServerProcess(serverEnv, STEP_CAP_MS);
      const restarted = server;
      await until(
        'the sweep at start',
        () => (restarted.output.includes('orphan files removed from storage') ? true : undefined),
        STEP_CAP_MS,
        () => restarted.output,
      );
      expect(await listKeys(storage)).toEqual([committed, young].sort());
    },
    STEP_CAP_MS * 3,
  );
});
