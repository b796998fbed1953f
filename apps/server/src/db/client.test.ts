import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectPostgres } from './client';
import { adminQuery, databaseUrl, dropDatabase } from './database-admin';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('start-up on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('migrates once when several instances start at the same moment', async () => {
    const name = `creditdesk_test_startup_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(serverUrl!, `CREATE DATABASE "${name}"`);
    const instances = [1, 2, 3].map(() => connectPostgres(databaseUrl(serverUrl!, name)));
    try {
      await Promise.all(instances.map((instance) => instance.exclusive(() => instance.migrate())));
      const journal = JSON.parse(
        await readFile(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await instances[0]!.db.execute<{ count: number }>(
        sql`select count(*)::integer as count from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]!.count).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await dropDatabase(serverUrl!, name);
    }
  });
});
