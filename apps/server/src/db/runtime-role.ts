import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/** The login a PostgreSQL connection string names. */
export const loginOf = (url: string) => decodeURIComponent(new URL(url).username);

/**
 * Run by the owner after the migrations, at every start: gives the app's login (`role`) reading
 * and writing on every table and sequence of the schema, the ones a migration just made included.
 * Tables that must not be rewritten take rights away again afterwards (the audit log).
 */
export const grantRuntimeAccess = async (executor: Executor, role: string) => {
  const login = sql.identifier(role);
  await executor.execute(sql`grant usage on schema public to ${login}`);
  await executor.execute(
    sql`grant select, insert, update, delete on all tables in schema public to ${login}`,
  );
  await executor.execute(
    sql`grant usage, select, update on all sequences in schema public to ${login}`,
  );
};
