import pg from 'pg';

/** Database administration over a PostgreSQL server, for the test setup and the benchmarks. */

/** `url` pointing at the database `name` on the same server. */
export const databaseUrl = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** Runs one statement on its own connection (CREATE and DROP DATABASE cannot run in a pool's). */
export const adminQuery = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** PostgreSQL's SQLSTATE for a database that other sessions are still connected to. */
const OBJECT_IN_USE = '55006';

/**
 * Drops the database `name`. A plain DROP stops the autovacuum workers in it by itself, which
 * WITH (FORCE) would have to terminate and a role without pg_signal_backend may not; sessions
 * still connected (a test's server it killed) are forced out only when there are some.
 */
export const dropDatabase = async (url: string, name: string) => {
  try {
    await adminQuery(url, `DROP DATABASE IF EXISTS "${name}"`);
  } catch (error) {
    if ((error as { code?: unknown }).code !== OBJECT_IN_USE) throw error;
    await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
};
