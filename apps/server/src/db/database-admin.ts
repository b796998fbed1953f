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
