import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { createFsStorage, type Storage } from '../../plugins/storage';

const execFileAsync = promisify(execFile);

const MANIFEST = 'manifest.json';

const entrySchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().min(0),
});
const manifestSchema = z.object({
  format: z.literal('creditdesk-snapshot-1'),
  createdAt: z.iso.datetime(),
  engine: z.enum(['pglite', 'postgres']),
  database: entrySchema.extend({ file: z.enum(['database.tar.gz', 'database.dump']) }),
  files: z.array(entrySchema.extend({ key: z.string() })),
});
export type SnapshotManifest = z.infer<typeof manifestSchema>;

export class SnapshotError extends Error {}

/** SHA-256 and size of the bytes passing through. */
const hashing = (source: AsyncIterable<Uint8Array>) => {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = (async function* () {
    for await (const chunk of source) {
      hash.update(chunk);
      bytes += chunk.length;
      yield chunk;
    }
  })();
  return { stream, result: () => ({ sha256: hash.digest('hex'), bytes }) };
};

const hashOf = async (source: AsyncIterable<Uint8Array>) => {
  const { stream, result } = hashing(source);
  for await (const chunk of stream) void chunk;
  return result();
};

/** `creditdesk-20261124-051500Z`: snapshots sort by when they were taken. */
const snapshotName = (now: Date) =>
  `creditdesk-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, 'Z')}`;

/**
 * Writes one dated snapshot under `backupRoot` while the app keeps running: the files, then the
 * database, then the files that arrived meanwhile. A row is committed only after its file is
 * stored, so every file a row of the copied database names is in the snapshot; files removed
 * while it runs were copied before. The manifest, with each file's SHA-256, is written last: a
 * snapshot without one is incomplete.
 */
export const writeSnapshot = async ({
  database,
  storage,
  backupRoot,
  now = new Date(),
}: {
  database: Pick<DatabaseHandle, 'engine' | 'dump'>;
  storage: Storage;
  backupRoot: string;
  now?: Date;
}) => {
  const directory = path.resolve(backupRoot, snapshotName(now));
  await mkdir(backupRoot, { recursive: true });
  await mkdir(directory);
  const copy = createFsStorage(path.join(directory, 'files'));
  const files = new Map<string, z.infer<typeof entrySchema>>();
  const copyNewFiles = async () => {
    for await (const { key } of storage.list()) {
      if (key.endsWith('.tmp') || files.has(key)) continue;
      const source = await storage.get(key);
      if (!source) continue;
      const { stream, result } = hashing(source);
      await copy.put(key, stream);
      files.set(key, result());
    }
  };

  await copyNewFiles();
  const databaseFile = database.engine === 'pglite' ? 'database.tar.gz' : 'database.dump';
  const databasePath = path.join(directory, databaseFile);
  await database.dump(databasePath);
  await copyNewFiles();

  const manifest: SnapshotManifest = {
    format: 'creditdesk-snapshot-1',
    createdAt: now.toISOString(),
    engine: database.engine,
    database: { file: databaseFile, ...(await hashOf(createReadStream(databasePath))) },
    files: [...files]
      .map(([key, entry]) => ({ key, ...entry }))
      .sort((a, b) => a.key.localeCompare(b.key)),
  };
  await writeFile(path.join(directory, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { directory, manifest };
};

/** Reads the snapshot's manifest and checks every byte against it; throws what does not match. */
export const verifySnapshot = async (directory: string) => {
  let manifest: SnapshotManifest;
  try {
    manifest = manifestSchema.parse(
      JSON.parse(await readFile(path.join(directory, MANIFEST), 'utf8')),
    );
  } catch (error) {
    throw new SnapshotError(`${directory} has no valid ${MANIFEST}: ${String(error)}`);
  }
  const problems: string[] = [];
  const check = async (name: string, file: string, expected: z.infer<typeof entrySchema>) => {
    const actual = await hashOf(createReadStream(file)).catch(() => undefined);
    if (!actual) problems.push(`${name} is missing`);
    else if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes)
      problems.push(`${name} does not match its SHA-256`);
  };
  await check(
    manifest.database.file,
    path.join(directory, manifest.database.file),
    manifest.database,
  );
  const files = createFsStorage(path.join(directory, 'files'));
  for (const entry of manifest.files) {
    const source = await files.get(entry.key);
    if (!source) {
      problems.push(`file ${entry.key} is missing`);
      continue;
    }
    const actual = await hashOf(source);
    if (actual.sha256 !== entry.sha256 || actual.bytes !== entry.bytes)
      problems.push(`file ${entry.key} does not match its SHA-256`);
  }
  if (problems.length > 0)
    throw new SnapshotError(`The snapshot does not verify:\n- ${problems.join('\n- ')}`);
  return manifest;
};

const isEmptyDirectory = async (directory: string) =>
  readdir(directory).then(
    (entries) => entries.length === 0,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return true;
      throw error;
    },
  );

/**
 * Brings a verified snapshot back: the database into an empty DATA_DIR/db (PGlite) or an empty
 * PostgreSQL database, the files into an empty store. Refuses a snapshot that does not verify
 * and a target that holds anything, before writing a byte.
 */
export const restoreSnapshot = async ({
  directory,
  target,
  storage,
}: {
  directory: string;
  target:
    | { engine: 'pglite'; dataDir: string }
    | { engine: 'postgres'; url: string; isEmpty: () => Promise<boolean> };
  storage: Storage;
}) => {
  const manifest = await verifySnapshot(directory);
  if (manifest.engine !== target.engine)
    throw new SnapshotError(
      `The snapshot holds a ${manifest.engine} database; restore it with ${manifest.engine === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}.`,
    );
  const databaseDir = path.resolve(target.engine === 'pglite' ? target.dataDir : '.', 'db');
  const targetIsEmpty =
    target.engine === 'pglite' ? await isEmptyDirectory(databaseDir) : await target.isEmpty();
  if (!targetIsEmpty)
    throw new SnapshotError('The target database is not empty: restore into an empty one.');
  for await (const file of storage.list()) {
    throw new SnapshotError(
      `The file storage is not empty (it holds ${file.key}): restore into an empty one.`,
    );
  }

  const databaseFile = path.join(directory, manifest.database.file);
  if (target.engine === 'pglite') {
    await mkdir(databaseDir, { recursive: true });
    const client = await PGlite.create(databaseDir, {
      loadDataDir: new Blob([await readFile(databaseFile)]),
      extensions: pgliteExtensions,
    });
    await client.close();
  } else {
    await execFileAsync('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${target.url}`,
      databaseFile,
    ]);
  }
  const files = createFsStorage(path.join(directory, 'files'));
  for (const entry of manifest.files) {
    const stored = await files.get(entry.key);
    if (!stored) throw new Error(`the snapshot lacks the file ${entry.key}`);
    await storage.put(entry.key, stored);
  }
  return manifest;
};
