import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { checkedKey, KEY_PATTERN } from './storage-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one Storage of the app, chosen by STORAGE. */
    storage: Storage;
  }
}

/** A stored file as a listing gives it. */
export interface StoredFile {
  key: string;
  /** When its bytes were last written. */
  modifiedAt: Date;
}

/** Where uploaded files live; keys are relative paths such as `user-photos/<uuid>`. */
export interface Storage {
  /**
   * Stores the bytes under `key`. A stream is written as it arrives; if it fails (a size or type
   * check thrown by its source), nothing is left under the key.
   */
  put: (key: string, data: Buffer | AsyncIterable<Uint8Array>) => Promise<void>;
  /** The file's bytes as a stream, or undefined when no file has the key. */
  get: (key: string) => Promise<Readable | undefined>;
  /** Removes the file; a missing file is not an error. */
  remove: (key: string) => Promise<void>;
  /**
   * Every file, or those under the folder `folder/`, one at a time so a large store is never held
   * in memory; a write cut short (a temporary file) is listed too, so that it can be swept.
   */
  list: (folder?: string) => AsyncIterable<StoredFile>;
  /** Resolves when the store can be written (the readiness probe); rejects otherwise. */
  check: () => Promise<void>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root`, written to a temporary name first so a reader never sees half a file. */
export const createFsStorage = (root: string): Storage => {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, data, { mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      return createReadStream(file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async *list(folder) {
      async function* walk(directory: string): AsyncGenerator<StoredFile> {
        let entries;
        try {
          entries = await opendir(directory);
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
        for await (const entry of entries) {
          const file = path.join(directory, entry.name);
          if (entry.isDirectory()) {
            yield* walk(file);
            continue;
          }
          const key = path.relative(root, file).split(path.sep).join('/');
          if (!entry.isFile() || !KEY_PATTERN.test(key)) continue;
          const modifiedAt = await stat(file).then(
            (stats) => stats.mtime,
            (error: unknown) => {
              // Renamed or removed since the directory was read: nothing left to list.
              if (isMissing(error)) return undefined;
              throw error;
            },
          );
          if (modifiedAt) yield { key, modifiedAt };
        }
      }
      yield* walk(folder === undefined ? root : fileOf(folder));
    },
  };
};

/**
 * The S3 driver, loaded at its first use: loading the AWS SDK costs about 0.7 s of CPU, which
 * every start (and every server test file) would pay without using it.
 */
const lazyS3Storage = (s3: NonNullable<Config['s3']>): Storage => {
  let loaded: Promise<Storage> | undefined;
  const storage = () =>
    (loaded ??= import('./s3-storage').then(({ createS3Storage }) => createS3Storage(s3)));
  return {
    put: async (key, data) => (await storage()).put(key, data),
    get: async (key) => (await storage()).get(key),
    remove: async (key) => (await storage()).remove(key),
    check: async () => (await storage()).check(),
    async *list(folder) {
      yield* (await storage()).list(folder);
    },
  };
};

/** The driver STORAGE names: files under DATA_DIR/files, or objects of an S3 bucket. */
export const createStorage = (config: Pick<Config, 'storage' | 'dataDir' | 's3'>): Storage => {
  if (config.storage === 's3') {
    if (!config.s3) throw new Error('STORAGE=s3 needs the S3_* settings');
    return lazyS3Storage(config.s3);
  }
  return createFsStorage(path.resolve(config.dataDir, 'files'));
};
