import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DebiturListQuery } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { branchScopeCondition, type BranchScope } from '../../lib/branch-scope';
import {
  anyOf,
  anyOfPlaceholder,
  applyPage,
  containsPattern,
  countAtMost,
  fromTheEnd,
  matches,
  orderBy,
  pageWindow,
  searchTerm,
  sortKey,
} from '../../lib/list-query';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { auditLogs } from '../audit/audit.table';
import { branchGroups, branches } from '../branches/branches.table';
import { groups } from '../groups/groups.table';
import { users } from '../users/users.table';
import { debiturCounts, debiturFiles, debiturs } from './debiturs.table';

export type DebiturRow = typeof debiturs.$inferSelect;
export type DebiturValues = Omit<
  typeof debiturs.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'isArchive'
>;
export type DebiturFileRow = typeof debiturFiles.$inferSelect;

/** A debitur with the names its answer shows. */
export interface DebiturRecord {
  debitur: DebiturRow;
  groupName: string;
  branchName: string;
  createdByName: string | null;
}

const recordColumns = {
  debitur: debiturs,
  groupName: groups.name,
  branchName: branches.name,
  createdByName: users.name,
};

const selectRecords = (executor: Executor) =>
  executor
    .select(recordColumns)
    .from(debiturs)
    .innerJoin(groups, eq(groups.id, debiturs.relatedGroupId))
    .innerJoin(branches, eq(branches.id, debiturs.relatedBranchId))
    .leftJoin(users, eq(users.id, debiturs.createdBy));

/** Debiturs outside the user's area do not exist for him: every read and write adds this. */
const inScope = (scope: BranchScope) => branchScopeCondition(scope, debiturs.relatedBranchId);

const listConditions = (query: DebiturListQuery, scope: BranchScope) => {
  const conditions: (SQL | undefined)[] = [eq(debiturs.isArchive, query.isArchive), inScope(scope)];
  if (query.type) conditions.push(eq(debiturs.type, query.type));
  if (query.fullName?.length) conditions.push(inArray(debiturs.fullName, query.fullName));
  if (query.companyName?.length) conditions.push(inArray(debiturs.companyName, query.companyName));
  if (query.maritalStatus?.length)
    conditions.push(inArray(debiturs.maritalStatus, query.maritalStatus));
  // Compared as text so a malformed id matches nothing instead of failing the cast.
  if (query.branchId?.length)
    conditions.push(inArray(sql`${debiturs.relatedBranchId}::text`, query.branchId));
  if (query.search) {
    const term = searchTerm(query.search);
    conditions.push(
      or(
        ...('contains' in term
          ? [matches(debiturs.fullName, term), matches(debiturs.companyName, term)]
          : [matches(sql`coalesce(${debiturs.fullName}, ${debiturs.companyName}, '')`, term)]),
        matches(debiturs.email, term),
        matches(debiturs.idNumber, term),
        matches(debiturs.phoneNumber, term),
        matches(debiturs.telephoneNumber, term),
      ),
    );
  }
  return and(...conditions);
};

/** Whether the list's total counts rows: a search or a filter the counters do not hold. */
const countsRows = (query: DebiturListQuery) =>
  Boolean(
    query.search ||
    query.fullName?.length ||
    query.companyName?.length ||
    query.maritalStatus?.length,
  );

/**
 * The total of the list: the sum of the counters kept by the database for (tab, type, branch)
 * when nothing else filters it, else a count of at most COUNTED_TOTAL_MAX rows.
 */
const listTotal = async (
  executor: Executor,
  query: DebiturListQuery,
  scope: BranchScope,
  where: SQL | undefined,
) => {
  if (countsRows(query))
    return countAtMost(
      executor,
      executor
        .select({ one: sql`1` })
        .from(debiturs)
        .where(where)
        .$dynamic(),
    );
  const [row] = await executor
    .select({ value: sql`coalesce(sum(${debiturCounts.debiturs}), 0)`.mapWith(Number) })
    .from(debiturCounts)
    .where(
      and(
        eq(debiturCounts.isArchive, query.isArchive),
        branchScopeCondition(scope, debiturCounts.branchId),
        query.type ? eq(debiturCounts.type, query.type) : undefined,
        query.branchId?.length
          ? inArray(sql`${debiturCounts.branchId}::text`, query.branchId)
          : undefined,
      ),
    );
  return { total: row?.value ?? 0, totalCapped: false };
};

const sortable = {
  created: debiturs.createdAt,
  modified: debiturs.updatedAt,
  fullName: debiturs.fullName,
  companyName: debiturs.companyName,
  organizerName: debiturs.organizerName,
  email: debiturs.email,
  idNumber: debiturs.idNumber,
  phoneNumber: debiturs.phoneNumber,
  telephoneNumber: debiturs.telephoneNumber,
  maritalStatus: debiturs.maritalStatus,
  dateOfBirth: debiturs.dateOfBirth,
  budget: debiturs.budget,
  address: debiturs.address,
  relatedBranch: branches.name,
  relatedGroup: groups.name,
};

/** Sort keys on another table's column: their pages are read with the joins. */
const joinedSortKeys = new Set(['relatedBranch', 'relatedGroup']);

/**
 * A page of the list and its total. The page's ids come from debiturs alone, in the order of
 * debiturs_list_idx (or read backwards from the end for a page near it), and only those ten rows
 * are joined with their names; a sort by branch or group name needs the joins first.
 */
export const listDebiturs = async (
  executor: Executor,
  query: DebiturListQuery,
  scope: BranchScope,
) => {
  const where = listConditions(query, scope);
  const window = pageWindow(query);
  if (window.cap || joinedSortKeys.has(sortKey(query))) {
    const rows = await applyPage(
      selectRecords(executor)
        .where(where)
        .orderBy(...orderBy(query, sortable, debiturs.id))
        .$dynamic(),
      window,
    );
    const total = window.cap
      ? { total: rows.length, totalCapped: false }
      : await listTotal(executor, query, scope, where);
    return { rows, ...total };
  }
  const total = await listTotal(executor, query, scope, where);
  const backwards = total.totalCapped ? undefined : fromTheEnd(window, total.total);
  const read = backwards ?? window;
  const ids = (
    await executor
      .select({ id: debiturs.id })
      .from(debiturs)
      .where(where)
      .orderBy(...orderBy(query, sortable, debiturs.id, backwards !== undefined))
      .limit(read.limit)
      .offset(read.offset)
  ).map((row) => row.id);
  if (backwards) ids.reverse();
  return { rows: await debiturRecordsByIds(executor, ids), ...total };
};

/** Every list page reads its ten records by their ids: built and planned once per database. */
const recordsByIdsStatement = preparedPerDatabase((executor) =>
  selectRecords(executor)
    .where(anyOfPlaceholder(debiturs.id, 'ids'))
    .prepare('debitur_records_by_ids'),
);

/** The records of the ids, in the ids' order. */
export const debiturRecordsByIds = async (executor: Executor, ids: string[]) => {
  const position = new Map(ids.map((id, index) => [id, index]));
  return (await recordsByIdsStatement(executor).execute({ ids })).sort(
    (a, b) => (position.get(a.debitur.id) ?? 0) - (position.get(b.debitur.id) ?? 0),
  );
};

/**
 * The ids of a whole list (an export) in its order, up to its cap (more is refused before any
 * record is read); the joins are there for a sort by branch or group name.
 */
export const wholeListIds = async (
  executor: Executor,
  query: DebiturListQuery,
  scope: BranchScope,
) =>
  (
    await applyPage(
      executor
        .select({ id: debiturs.id })
        .from(debiturs)
        .innerJoin(groups, eq(groups.id, debiturs.relatedGroupId))
        .innerJoin(branches, eq(branches.id, debiturs.relatedBranchId))
        .where(listConditions(query, scope))
        .orderBy(...orderBy(query, sortable, debiturs.id))
        .$dynamic(),
      pageWindow(query),
    )
  ).map((row) => row.id);

export const findDebiturRecord = async (executor: Executor, id: string, scope: BranchScope) => {
  const [row] = await selectRecords(executor).where(and(eq(debiturs.id, id), inScope(scope)));
  return row;
};

/** Locks the debitur row for the rest of the transaction. */
export const findDebiturForUpdate = async (executor: Executor, id: string, scope: BranchScope) => {
  const [row] = await executor
    .select()
    .from(debiturs)
    .where(and(eq(debiturs.id, id), inScope(scope)))
    .for('update');
  return row;
};

export const branchBelongsToGroup = async (
  executor: Executor,
  branchId: string,
  groupId: string,
) => {
  const [row] = await executor
    .select({ branchId: branchGroups.branchId })
    .from(branchGroups)
    .where(and(eq(branchGroups.branchId, branchId), eq(branchGroups.groupId, groupId)));
  return row !== undefined;
};

export const insertDebitur = async (
  executor: Executor,
  values: DebiturValues & { createdBy: string },
) => {
  const [row] = await executor.insert(debiturs).values(values).returning();
  if (!row) throw new Error('insert into debiturs returned no row');
  return row;
};

/** Updates only when `expectedVersion` (if given) still matches; undefined means no row changed. */
export const updateDebitur = async (
  executor: Executor,
  id: string,
  values: Partial<DebiturValues> & { isArchive?: boolean },
  expectedVersion?: number,
) => {
  const [row] = await executor
    .update(debiturs)
    .set({ ...values, version: sql`${debiturs.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(debiturs.id, id),
        expectedVersion === undefined ? undefined : eq(debiturs.version, expectedVersion),
      ),
    )
    .returning();
  return row;
};

export const deleteDebitur = async (executor: Executor, id: string) => {
  const [row] = await executor.delete(debiturs).where(eq(debiturs.id, id)).returning();
  return row;
};

/** The files of each debitur, oldest first (so the last photo is the current one). */
/** Every list page and detail reads the files (photos) of its debiturs. */
const filesStatement = preparedPerDatabase((executor) =>
  executor
    .select()
    .from(debiturFiles)
    .where(anyOfPlaceholder(debiturFiles.debiturId, 'debiturIds'))
    .orderBy(asc(debiturFiles.createdAt), asc(debiturFiles.id))
    .prepare('debitur_files_of_debiturs'),
);

export const filesOfDebiturs = async (executor: Executor, debiturIds: string[]) => {
  const byDebitur = new Map<string, DebiturFileRow[]>();
  if (debiturIds.length === 0) return byDebitur;
  const rows = await filesStatement(executor).execute({ debiturIds });
  for (const row of rows)
    byDebitur.set(row.debiturId, [...(byDebitur.get(row.debiturId) ?? []), row]);
  return byDebitur;
};

export const insertDebiturFile = async (
  executor: Executor,
  values: Omit<typeof debiturFiles.$inferInsert, 'id' | 'createdAt'>,
) => {
  // clock_timestamp(), not the transaction's now(): files saved together keep their order.
  const [row] = await executor
    .insert(debiturFiles)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('insert into debitur_files returned no row');
  return row;
};

export const deleteFilesOfCategory = async (
  executor: Executor,
  debiturId: string,
  category: string,
) =>
  executor
    .delete(debiturFiles)
    .where(and(eq(debiturFiles.debiturId, debiturId), eq(debiturFiles.category, category)))
    .returning();

export const deleteDebiturFile = async (executor: Executor, debiturId: string, fileId: string) => {
  const [row] = await executor
    .delete(debiturFiles)
    .where(and(eq(debiturFiles.id, fileId), eq(debiturFiles.debiturId, debiturId)))
    .returning();
  return row;
};

export const findDebiturFile = async (executor: Executor, fileId: string, scope: BranchScope) => {
  const [row] = await executor
    .select({ file: debiturFiles })
    .from(debiturFiles)
    .innerJoin(debiturs, eq(debiturs.id, debiturFiles.debiturId))
    .where(and(eq(debiturFiles.id, fileId), inScope(scope)));
  return row?.file;
};

export const newestPhoto = async (
  executor: Executor,
  debiturId: string,
  category: string,
  scope: BranchScope,
) => {
  const [row] = await executor
    .select({ file: debiturFiles })
    .from(debiturFiles)
    .innerJoin(debiturs, eq(debiturs.id, debiturFiles.debiturId))
    .where(
      and(
        eq(debiturFiles.debiturId, debiturId),
        eq(debiturFiles.category, category),
        inScope(scope),
      ),
    )
    .orderBy(desc(debiturFiles.createdAt), desc(debiturFiles.id))
    .limit(1);
  return row?.file;
};

const auditSearch = (executor: Executor, search: string | undefined) => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const nameOf = (column: typeof auditLogs.before | typeof auditLogs.after) =>
    or(ilike(sql`${column}->>'fullName'`, pattern), ilike(sql`${column}->>'companyName'`, pattern));
  // A debitur matches by any name it had: created rows hold the first name, updates the later ones.
  const matchingIds = executor
    .select({ id: auditLogs.entityId })
    .from(auditLogs)
    .where(
      and(eq(auditLogs.entity, 'debitur'), or(nameOf(auditLogs.after), nameOf(auditLogs.before))),
    );
  return or(inArray(auditLogs.entityId, matchingIds), ilike(auditLogs.action, pattern));
};

/**
 * The audit rows a scoped user sees: those of the debiturs in his area, and of deleted debiturs
 * whose last branch was in it (the delete row keeps the branch).
 */
const auditScope = (executor: Executor, scope: BranchScope) => {
  if (scope.all) return undefined;
  const deletedAudit = alias(auditLogs, 'deleted_audit');
  return or(
    inArray(
      auditLogs.entityId,
      // entity_id is text (it names records of every kind), so the ids are compared as text.
      executor
        .select({ id: sql<string>`${debiturs.id}::text` })
        .from(debiturs)
        .where(inScope(scope)),
    ),
    inArray(
      auditLogs.entityId,
      executor
        .select({ id: deletedAudit.entityId })
        .from(deletedAudit)
        .where(
          and(
            eq(deletedAudit.entity, 'debitur'),
            eq(deletedAudit.action, 'deleted'),
            sql`(${deletedAudit.before}->>'relatedBranch') = any(${sql.param(scope.branchIds)}::text[])`,
          ),
        ),
    ),
  );
};

export const listDebiturAudit = async (
  executor: Executor,
  query: ListQuery,
  scope: BranchScope,
) => {
  const where = and(
    eq(auditLogs.entity, 'debitur'),
    auditScope(executor, scope),
    auditSearch(executor, query.search),
  );
  const rows = await applyPage(
    executor
      .select({ log: auditLogs, actorName: users.name })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorId))
      .where(where)
      .orderBy(...orderBy(query, { created: auditLogs.createdAt }, auditLogs.id))
      .$dynamic(),
    pageWindow(query),
  );
  const [total] = await executor.select({ value: count() }).from(auditLogs).where(where);
  return { rows, total: total?.value ?? 0 };
};

/** Every audit row of the given debiturs that may carry a name, oldest first. */
export const nameHistory = async (executor: Executor, debiturIds: string[]) => {
  if (debiturIds.length === 0) return [];
  return executor
    .select({
      entityId: auditLogs.entityId,
      before: auditLogs.before,
      after: auditLogs.after,
      createdAt: auditLogs.createdAt,
      id: auditLogs.id,
    })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entity, 'debitur'),
        anyOf(auditLogs.entityId, debiturIds),
        inArray(auditLogs.action, ['created', 'updated', 'deleted']),
      ),
    )
    .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id));
};
