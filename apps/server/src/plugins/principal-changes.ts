import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Executor } from '../db/client';
import { listenOnPostgres } from './postgres-listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where writes that change what a signed-in user holds tell every instance. */
    principalChanges: PrincipalChanges;
  }
}

/** What changed: one session, every session of a user or of a role's users, or anything. */
export type PrincipalChange =
  { sessionId: string } | { userId: string } | { roleId: string } | 'all';

export interface PrincipalChangeListener {
  changed: (change: PrincipalChange) => void;
  /** Changes may be missed from now on, until `listening`. */
  lost: () => void;
  /** Every change from now on is heard. */
  listening: () => void;
}

export interface PrincipalChanges {
  /**
   * Tells every other instance, once `executor`'s transaction commits, that a principal changed
   * (a write that rolls back tells them nothing); this instance forgets at once.
   */
  publish: (executor: Executor, change: PrincipalChange) => Promise<void>;
  listen: (listener: PrincipalChangeListener) => void;
}

export const PRINCIPAL_CHANNEL = 'creditdesk_principal_changes';

const encode = (change: PrincipalChange) => {
  if (change === 'all') return 'all';
  if ('sessionId' in change) return `session:${change.sessionId}`;
  if ('userId' in change) return `user:${change.userId}`;
  return `role:${change.roleId}`;
};

const decode = (payload: string): PrincipalChange => {
  const [kind, id] = payload.split(':', 2);
  if (!id) return 'all';
  if (kind === 'session') return { sessionId: id };
  if (kind === 'user') return { userId: id };
  if (kind === 'role') return { roleId: id };
  return 'all';
};

/**
 * The listeners of each embedded database in this process: every app built on it (a test's
 * second instance too) hears every other. Its transactions hold the one connection, so a
 * request that misses the cache reads only after the write's end.
 */
const inProcessListeners = new WeakMap<Database, Set<PrincipalChangeListener>>();

const inProcessChanges = (db: Database, app: FastifyInstance): PrincipalChanges => {
  const listeners = inProcessListeners.get(db) ?? new Set<PrincipalChangeListener>();
  inProcessListeners.set(db, listeners);
  const mine = new Set<PrincipalChangeListener>();
  app.addHook('onClose', async () => {
    for (const listener of mine) listeners.delete(listener);
  });
  return {
    publish: async (_executor, change) => {
      for (const listener of listeners) listener.changed(change);
    },
    listen: (listener) => {
      mine.add(listener);
      listeners.add(listener);
      listener.listening();
    },
  };
};

/** NOTIFY in the write's transaction; one LISTEN connection per instance hears every change. */
const postgresChanges = async (url: string, app: FastifyInstance): Promise<PrincipalChanges> => {
  const listeners = new Set<PrincipalChangeListener>();
  let listening = false;
  const tell = (change: PrincipalChange) => {
    for (const listener of listeners) listener.changed(change);
  };
  const channel = listenOnPostgres(
    url,
    PRINCIPAL_CHANNEL,
    {
      message: (payload) => tell(decode(payload)),
      lost: () => {
        listening = false;
        for (const listener of listeners) listener.lost();
      },
      listening: () => {
        listening = true;
        for (const listener of listeners) listener.listening();
      },
    },
    app.log,
  );
  app.addHook('onClose', () => channel.close());
  await channel.started;
  return {
    publish: async (executor, change) => {
      await executor.execute(sql`select pg_notify(${PRINCIPAL_CHANNEL}, ${encode(change)})`);
      // The writing instance forgets at once too: the writer's next request, sent after this
      // write's answer, must not wait for the notice. A read between now and the commit may still
      // remember the old state, until the notice comes after the commit.
      tell(change);
    },
    listen: (listener) => {
      listeners.add(listener);
      if (listening) listener.listening();
    },
  };
};

/** `app.principalChanges`: PostgreSQL's LISTEN/NOTIFY, or in process on the embedded database. */
export const principalChangesPlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    const { db, listenUrl } = options.database;
    app.decorate(
      'principalChanges',
      listenUrl ? await postgresChanges(listenUrl, app) : inProcessChanges(db, app),
    );
  },
  { name: 'principal-changes', dependencies: ['database'] },
);
