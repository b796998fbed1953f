import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from './users.table';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (executor: Executor, email: string) => {
  const [row] = await executor
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
};

export const updateUser = async (
  executor: Executor,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
) => {
  await executor.update(users).set(changes).where(eq(users.id, id));
};

export const countUsers = async (executor: Executor) => {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
};

export const insertUser = async (executor: Executor, values: typeof users.$inferInsert) => {
  const [row] = await executor.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
};
