import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

/** Makes the database and the config available to routes; closing the app closes the database. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { config: Config; database: DatabaseHandle }) => {
    app.decorate('db', options.database.db);
    app.decorate('config', options.config);
    app.addHook('onClose', () => options.database.close());
  },
  { name: 'database' },
);
