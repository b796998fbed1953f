import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Executor } from '../../db/client';
import { applyPage, containsPattern, orderBy, pageWindow } from '../../lib/list-query';
import { facilities } from './facilities.table';

export type FacilityRow = typeof facilities.$inferSelect;

const searchCondition = (search: string | undefined) =>
  search
    ? or(
        ilike(facilities.name, containsPattern(search)),
        ilike(facilities.description, containsPattern(search)),
      )
    : undefined;

const sortable = {
  created: facilities.createdAt,
  facilityName: facilities.name,
  description: facilities.description,
  modified: facilities.updatedAt,
};

export const listFacilities = async (executor: Executor, query: ListQuery) => {
  const where = searchCondition(query.search);
  const rows = await applyPage(
    executor
      .select()
      .from(facilities)
      .where(where)
      .orderBy(...orderBy(query, sortable, facilities.id))
      .$dynamic(),
    pageWindow(query),
  );
  const [total] = await executor.select({ value: count() }).from(facilities).where(where);
  return { rows, total: total?.value ?? 0 };
};

export const findFacility = async (executor: Executor, id: string) => {
  const [row] = await executor.select().from(facilities).where(eq(facilities.id, id));
  return row;
};

export const insertFacility = async (
  executor: Executor,
  values: typeof facilities.$inferInsert,
) => {
  const [row] = await executor.insert(facilities).values(values).returning();
  if (!row) throw new Error('insert into facilities returned no row');
  return row;
};

/** Updates only when `expectedVersion` (if given) still matches; undefined means no row changed. */
export const updateFacility = async (
  executor: Executor,
  id: string,
  values: { name: string; description: string | null },
  expectedVersion: number | undefined,
) => {
  const [row] = await executor
    .update(facilities)
    .set({ ...values, version: sql`${facilities.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(facilities.id, id),
        expectedVersion === undefined ? undefined : eq(facilities.version, expectedVersion),
      ),
    )
    .returning();
  return row;
};

export const deleteFacility = async (executor: Executor, id: string) => {
  const [row] = await executor.delete(facilities).where(eq(facilities.id, id)).returning();
  return row;
};
