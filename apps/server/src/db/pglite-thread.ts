import { Worker } from 'node:worker_threads';
import { fromThreadError, type ThreadAnswer, type ThreadRequest } from './pglite-messages';
import { workerScript } from './worker-script';

/** The part of PGlite's interface Drizzle uses: statements, and transactions of statements. */
export interface PgliteQueries {
  query: (
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> },
  ) => Promise<unknown>;
}

export interface PgliteThread extends PgliteQueries {
  transaction: <T>(work: (transaction: PgliteQueries) => Promise<T>) => Promise<T>;
  /** Writes the data directory to `file` as a gzipped tar, between transactions. */
  dump: (file: string) => Promise<void>;
  close: () => Promise<void>;
}

const pgliteWorker = workerScript(import.meta.url, 'pglite-worker');

/**
 * PGlite in a thread of its own, with the database in `directory`. PGlite runs each statement
 * synchronously in WebAssembly: in the server's thread, a busy database kept the event loop from
 * reading sockets and accepting connections, so requests waited unseen for seconds while those
 * already read were served. Here the server's thread only sends statements and reads answers,
 * and the database's work takes the second core.
 */
export const startPgliteThread = async (directory: string): Promise<PgliteThread> => {
  const worker = new Worker(pgliteWorker, { eval: true, workerData: { directory } });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let lastId = 0;
  let failure: Error | undefined;
  let ready: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const started = new Promise<void>((resolve, reject) => (ready = { resolve, reject }));
  const fail = (error: Error) => {
    failure ??= error;
    ready?.reject(error);
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('message', (answer: ThreadAnswer) => {
    if (answer.id === 0) return ready?.resolve();
    const waiter = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.ok) waiter?.resolve(answer.value);
    else waiter?.reject(fromThreadError(answer.error));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit code ${code})`)));
  await started;

  const ask = (request: ThreadRequest) =>
    new Promise<unknown>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = ++lastId;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, request });
    });
  // Drizzle's parsers keep timestamps, dates and intervals as their text; that is all they do.
  const queries = (transaction?: number): PgliteQueries => ({
    query: (sql, params = [], options = {}) =>
      ask({
        kind: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        textTypes: Object.keys(options.parsers ?? {}).map(Number),
        transaction,
      }),
  });

  return {
    ...queries(),
    async transaction(work) {
      const transaction = (await ask({ kind: 'begin' })) as number;
      let result;
      try {
        result = await work(queries(transaction));
      } catch (error) {
        await ask({ kind: 'end', transaction, commit: false });
        throw error;
      }
      await ask({ kind: 'end', transaction, commit: true });
      return result;
    },
    dump: async (file) => {
      await ask({ kind: 'dump', file });
    },
    async close() {
      await ask({ kind: 'close' });
      await worker.terminate();
    },
  };
};
