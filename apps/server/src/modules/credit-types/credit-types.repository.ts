import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Executor } from '../../db/client';
import { applyPage, containsPattern, orderBy, pageWindow } from '../../lib/list-query';
import { creditTypes } from './credit-types.table';

export type CreditTypeRow = typeof creditTypes.$inferSelect;

const searchCondition = (search: string | undefined) =>
  search
    ? or(
        ilike(creditTypes.name, containsPattern(search)),
        ilike(creditTypes.description, containsPattern(search)),
      )
    : undefined;

const sortable = {
  created: creditTypes.createdAt,
  creditappName: creditTypes.name,
  description: creditTypes.description,
  modified: creditTypes.updatedAt,
};

export const listCreditTypes = async (executor: Executor, query: ListQuery) => {
  const where = searchCondition(query.search);
  const rows = await applyPage(
    executor
      .select()
      .from(creditTypes)
      .where(where)
      .orderBy(...orderBy(query, sortable, creditTypes.id))
      .$dynamic(),
    pageWindow(query),
  );
  const [total] = await executor.select({ value: count() }).from(creditTypes).where(where);
  return { rows, total: total?.value ?? 0 };
};

export const findCreditType = async (executor: Executor, id: string) => {
  const [row] = await executor.select().from(creditTypes).where(eq(creditTypes.id, id));
  return row;
};

export const insertCreditType = async (
  executor: Executor,
  values: typeof creditTypes.$inferInsert,
) => {
  const [row] = await executor.insert(creditTypes).values(values).returning();
  if (!row) throw new Error('insert into credit_types returned no row');
  return row;
};

/** Updates only when `expectedVersion` (if given) still matches; undefined means no row changed. */
export const updateCreditType = async (
  executor: Executor,
  id: string,
  values: { name: string; description: string | null },
  expectedVersion: number | undefined,
) => {
  const [row] = await executor
    .update(creditTypes)
    .set({ ...values, version: sql`${creditTypes.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(creditTypes.id, id),
        expectedVersion === undefined ? undefined : eq(creditTypes.version, expectedVersion),
      ),
    )
    .returning();
  return row;
};

export const deleteCreditType = async (executor: Executor, id: string) => {
  const [row] = await executor.delete(creditTypes).where(eq(creditTypes.id, id)).returning();
  return row;
};
