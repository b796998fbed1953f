import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { connectPostgres, openPglite, type DatabaseHandle } from '../db/client';
import { pgliteExtensions } from '../db/pglite-extensions';
import { adminQuery, databaseUrl, dropDatabase } from '../db/database-admin';

/** What the global setup prepared: a migrated, seeded template to copy for each test file. */
export type TemplateDatabase =
  | { engine: 'pglite'; dumpFile: string }
  | { engine: 'postgres'; url: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** A database of its own for one test file, copied from the template; dropped on close. */
export const copyTemplateDatabase = async (template: TemplateDatabase): Promise<DatabaseHandle> => {
  if (template.engine === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFile)]);
    return openPglite(await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }));
  }
  const name = `creditdesk_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(template.url, `CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`);
  const handle = connectPostgres(databaseUrl(template.url, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(template.url, name);
    },
  };
};
