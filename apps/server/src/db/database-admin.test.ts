import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl, dropDatabase } from './database-admin';

const serverUrl = process.env.TEST_DATABASE_URL;

const exists = async (name: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  } finally {
    await client.end();
  }
};

describe.skipIf(!serverUrl)('dropDatabase (TEST_DATABASE_URL)', () => {
  it('drops a database nobody is connected to, and one a session still holds', async () => {
    const idle = `creditdesk_test_drop_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(serverUrl!, `CREATE DATABASE "${idle}"`);
    await dropDatabase(serverUrl!, idle);
    expect(await exists(idle)).toBe(false);

    const held = `creditdesk_test_drop_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(serverUrl!, `CREATE DATABASE "${held}"`);
    const session = new pg.Client({ connectionString: databaseUrl(serverUrl!, held) });
    await session.connect();
    // The forced drop ends the session; its error is expected.
    session.on('error', () => {});
    await dropDatabase(serverUrl!, held);
    expect(await exists(held)).toBe(false);
    await session.end().catch(() => {});
  });
});
