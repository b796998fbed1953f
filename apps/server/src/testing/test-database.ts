import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { connectPostgres, openPglite, type DatabaseHandle } from '../db/client';
import { pgliteExtensions } from '../db/pglite-extensions';
import { adminQuery, databaseUrl, dropDatabase } from '../db/database-admin';

/** What the global setup prepared: a migrated, seeded template to copy for each test file. */
export type TemplateDatabase =
  | { engine: 'pglite'; dumpFile: string }
  | {
      engine: 'postgres';
      url: string;
      templateName: string;
      /** The app's own login (TEST_RUNTIME_LOGIN), when the test role could make it. */
      runtimeUrl?: string;
    };

/** A test file's database; on PostgreSQL, also how the app's own login reaches it. */
export type TestDatabase = DatabaseHandle & { runtimeUrl?: string };

/** The login tests run the app as on PostgreSQL: it owns nothing (README: two roles). */
export const TEST_RUNTIME_LOGIN = 'creditdesk_test_runtime';

/** PostgreSQL's SQLSTATEs for a role that exists already, and for a missing right. */
const DUPLICATE_OBJECT = '42710';
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Makes the tests' runtime login on the server of `url` (its role needs CREATEROLE, as CI's has)
 * and answers its URL; undefined, with a warning, when the role may not make logins.
 */
export const ensureRuntimeLogin = async (url: string) => {
  try {
    await adminQuery(
      url,
      `CREATE ROLE "${TEST_RUNTIME_LOGIN}" LOGIN PASSWORD '${TEST_RUNTIME_LOGIN}'`,
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === INSUFFICIENT_PRIVILEGE) {
      console.warn(
        `tests run the app as the tables' owner: the role of TEST_DATABASE_URL may not create the login ${TEST_RUNTIME_LOGIN} (give it CREATEROLE, as .ci/run does)`,
      );
      return undefined;
    }
    if (code !== DUPLICATE_OBJECT) throw error;
  }
  const runtime = new URL(url);
  runtime.username = TEST_RUNTIME_LOGIN;
  runtime.password = TEST_RUNTIME_LOGIN;
  return runtime.toString();
};

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** A database of its own for one test file, copied from the template; dropped on close. */
export const copyTemplateDatabase = async (template: TemplateDatabase): Promise<TestDatabase> => {
  if (template.engine === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFile)]);
    return openPglite(await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }));
  }
  const name = `creditdesk_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(template.url, `CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`);
  const handle = connectPostgres(databaseUrl(template.url, name));
  return {
    ...handle,
    runtimeUrl: template.runtimeUrl && databaseUrl(template.runtimeUrl, name),
    close: async () => {
      await handle.close();
      await dropDatabase(template.url, name);
    },
  };
};
