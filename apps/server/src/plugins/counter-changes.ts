import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';
import { listenOnPostgres } from './postgres-listener';

/** What a cache of counter sums hears: the counters changed, and when it may miss that. */
export interface CounterChangeListener {
  changed: () => void;
  /** Changes may be missed from now on, until `listening`. */
  lost: () => void;
  /** Every change from now on is heard. */
  listening: () => void;
}

export interface CounterChanges {
  listen: (listener: CounterChangeListener) => void;
}

/** The channel a statement trigger on the counter tables notifies (migration 0029). */
export const COUNTER_CHANNEL = 'creditdesk_counter_changes';

/** The methods that may write: a request of any other reads only. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The channel of each database handle an app listens on. Services are made with the database
 * alone (the list benchmark makes them without an app), so they find the channel through it.
 */
const channels = new WeakMap<Database, CounterChanges>();

/**
 * Where a cache of counter sums made with `db` hears of changes. Without an app listening on
 * `db` it never hears `listening`, so such a cache reads through.
 */
export const listenToCounterChanges = (db: Database, listener: CounterChangeListener) =>
  channels.get(db)?.listen(listener);

const postgresChanges = async (url: string, app: FastifyInstance): Promise<CounterChanges> => {
  const listeners = new Set<CounterChangeListener>();
  let listening = false;
  const tell = (event: keyof CounterChangeListener) => {
    for (const listener of listeners) listener[event]();
  };
  const channel = listenOnPostgres(
    url,
    COUNTER_CHANNEL,
    {
      message: () => tell('changed'),
      lost: () => {
        listening = false;
        tell('lost');
      },
      listening: () => {
        listening = true;
        tell('listening');
      },
    },
    app.log,
  );
  app.addHook('onClose', () => channel.close());
  // The notice of a write reaches this instance's own connection a few ms after the commit, maybe
  // after the answer: its user's next request must not meet the total it had before. Which
  // request wrote to the counters only the trigger knows, so every request that may write forgets
  // here, before its answer (and after its transaction).
  app.addHook('onSend', async (request) => {
    if (!READ_METHODS.has(request.method)) tell('changed');
  });
  await channel.started;
  return {
    listen: (listener) => {
      listeners.add(listener);
      if (listening) listener.listening();
    },
  };
};

/**
 * Tells the caches of counter sums when the counters change: PostgreSQL's LISTEN on the channel
 * the counters' trigger notifies. The embedded database (one process, no network between the app
 * and its data) keeps no such cache: nothing listens there (docs/decisions.md, Several instances).
 */
export const counterChangesPlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    const { db, listenUrl } = options.database;
    if (!listenUrl) return;
    const changes = await postgresChanges(listenUrl, app);
    channels.set(db, changes);
    app.addHook('onClose', async () => {
      if (channels.get(db) === changes) channels.delete(db);
    });
  },
  { name: 'counter-changes', dependencies: ['database'] },
);
