import { spawn, type ChildProcess } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { createFsStorage, type Storage } from '../../plugins/storage';
import { findUnreferencedKeys } from './storage-sweep.repository';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from './storage-sweep.service';

/**
 * A real server process killed with SIGKILL while it stores an upload, before the upload's rows
 * commit: the files it leaves behind are what the sweep is for.
 */

const serverMain = fileURLToPath(new URL('../../main.ts', import.meta.url));
const ADMIN = { email: 'admin@crash.creditdesk.local', password: 'Admin.2026' };
/** Starting a server (migrations, seed) on a loaded machine takes a while; this only caps a hang. */
const STEP_CAP_MS = 120_000;
const MB = 1048576;

let dataDir: string;
let child: ChildProcess | undefined;
let output = '';
let exited: Promise<void>;

/** Polls `check` until it answers something, or fails after the cap with what the server said. */
const until = async <T>(what: string, check: () => T | undefined | Promise<T | undefined>) => {
  const deadline = Date.now() + STEP_CAP_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const listKeys = async (storage: Storage) => {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
};

const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return new Blob([bytes], { type: 'application/pdf' });
};

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
  child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      PATH: process.env.PATH,
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => child!.once('exit', () => resolve()));

  baseUrl = await until(
    'the server to listen',
    () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1],
  );
  const signIn = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = ((await signIn.json()) as { response: { token: string } }).response;
  headers = { authorization: `Bearer ${token}` };
}, STEP_CAP_MS * 2);

afterAll(async () => {
  child?.kill('SIGKILL');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
});

describe('a server killed while it stores an upload', () => {
  it(
    'leaves files that the sweep removes an hour later, keeping every referenced one',
    async () => {
      const group = await call('POST', '/master-data/group', { groupName: 'Crash Group' });
      const branch = await call('POST', '/master-data/branch', {
        branchName: 'Crash Branch',
        relatedGroupId: [group._id],
      });
      const debitur = await call('POST', '/master-data/debitur', {
        type: 'Personal',
        fullName: 'Sari Wulandari',
        dateOfBirth: '1990-01-01',
        phoneNumber: '081234567890',
        maritalStatus: 'Married',
        idNumber: '3273010101900001',
        address: 'Jl. Braga 10, Bandung',
        relatedGroup: group._id,
        relatedBranch: branch._id,
      });
      const filesUrl = `${baseUrl}/api/v1/master-data/debitur/${debitur._id}/files`;
      const storage = createFsStorage(path.join(dataDir, 'files'));

      const kept = new FormData();
      kept.append('ktp', pdf(1024), 'ktp.pdf');
      expect((await fetch(filesUrl, { method: 'PUT', headers, body: kept })).status).toBe(200);
      const [committed] = await listKeys(storage);
      expect(committed).toMatch(/^debitur-files\//);

      // Four documents of 9 MB: the server stores them one after the other, then commits their
      // rows. It is killed as soon as the first of them shows up in storage.
      let watcher: FSWatcher | undefined;
      const killed = new Promise<void>((resolve) => {
        watcher = watch(path.join(dataDir, 'files', 'debitur-files'), (_event, name) => {
          if (!name || committed!.endsWith(name)) return;
          child!.kill('SIGKILL');
          resolve();
        });
      });
      const crashing = new FormData();
      for (const category of ['npwp', 'aktaNikah', 'kartuKeluarga', 'rekeningKoran'])
        crashing.append(category, pdf(9 * MB), `${category}.pdf`);
      const upload = fetch(filesUrl, { method: 'PUT', headers, body: crashing }).then(
        (response) => response.status,
        () => 'connection lost',
      );
      await killed;
      watcher!.close();
      await exited;
      expect(await upload).toBe('connection lost');

      const database: DatabaseHandle = await connectDatabase({ dataDir });
      try {
        const left = await listKeys(storage);
        const orphans = await findUnreferencedKeys(database.db, left);
        expect(orphans.length).toBeGreaterThan(0);
        expect(orphans).not.toContain(committed);

        const deps = {
          db: database.db,
          storage,
          log: { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger,
        };
        expect((await sweepOrphanFiles(deps)).removed).toEqual([]);
        const later = new Date(Date.now() + 2 * ORPHAN_MIN_AGE_MS);
        expect((await sweepOrphanFiles(deps, { now: later })).removed.sort()).toEqual(
          orphans.sort(),
        );
        expect(await listKeys(storage)).toEqual([committed]);
      } finally {
        await database.close();
      }
    },
    STEP_CAP_MS * 2,
  );
});
