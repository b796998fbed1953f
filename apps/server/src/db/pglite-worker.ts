import { writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import { toThreadError, type ThreadAnswer, type ThreadRequest } from './pglite-messages';

/**
 * The embedded database's own thread (db/pglite-thread starts it): PGlite answers the server's
 * statements here, so its work never holds up the server's event loop.
 */
if (!parentPort) throw new Error('db/pglite-worker runs as a worker thread (db/pglite-thread)');
const port = parentPort;
const database = await PGlite.create(workerData.directory as string, {
  extensions: pgliteExtensions,
});

/** Rolls a transaction back without an error of its own: the server already has the cause. */
class RolledBack extends Error {}

interface OpenTransaction {
  transaction: Transaction;
  end: (commit: boolean) => void;
  done: Promise<unknown>;
}

const open = new Map<number, OpenTransaction>();
let lastTransaction = 0;
const unchanged = (value: unknown) => value;

const begin = () =>
  new Promise<number>((started, failed) => {
    const id = ++lastTransaction;
    let entry: Partial<OpenTransaction> = {};
    entry.done = database.transaction(
      (transaction) =>
        new Promise<void>((commit, rollBack) => {
          entry = Object.assign(entry, {
            transaction,
            end: (commits: boolean) => (commits ? commit() : rollBack(new RolledBack())),
          });
          open.set(id, entry as OpenTransaction);
          started(id);
        }),
    );
    // A BEGIN that fails never reaches the callback above: its caller hears of it here. Once
    // started, a later rejection settles nothing more and is read by `end`.
    entry.done.catch(failed);
  });

const end = async (id: number, commit: boolean) => {
  const entry = open.get(id);
  if (!entry) throw new Error(`No open transaction ${id}`);
  open.delete(id);
  entry.end(commit);
  await entry.done.catch((error: unknown) => {
    if (!(error instanceof RolledBack)) throw error;
  });
  return null;
};

const answer = async (request: ThreadRequest): Promise<unknown> => {
  switch (request.kind) {
    case 'query': {
      const target =
        request.transaction === undefined ? database : open.get(request.transaction)?.transaction;
      if (!target) throw new Error(`No open transaction ${request.transaction}`);
      const { rows, fields, affectedRows } = await target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: Object.fromEntries(request.textTypes.map((type) => [type, unchanged])),
      });
      return { rows, fields, affectedRows };
    }
    case 'begin':
      return begin();
    case 'end':
      return end(request.transaction, request.commit);
    case 'dump':
      // Between transactions, so that no half-done one is in the copy.
      return database._runExclusiveTransaction(async () => {
        const tarball = await database.dumpDataDir('gzip');
        await writeFile(request.file, Buffer.from(await tarball.arrayBuffer()));
        return null;
      });
    case 'close':
      await database.close();
      return null;
  }
};

port.on('message', ({ id, request }: { id: number; request: ThreadRequest }) => {
  answer(request).then(
    (value) => port.postMessage({ id, ok: true, value } satisfies ThreadAnswer),
    (error: unknown) =>
      port.postMessage({ id, ok: false, error: toThreadError(error) } satisfies ThreadAnswer),
  );
});
port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies ThreadAnswer);
