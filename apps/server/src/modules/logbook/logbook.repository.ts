import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  LOGBOOK_SORT_KEYS,
  type LogbookListQuery,
} from '@creditdesk/domain/logbook/logbook.schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { branchScopeCondition, type BranchScope } from '../../core/branch-scope';
import {
  applyPage,
  containsPattern,
  orderBy,
  pageWindow,
  type SortColumns,
} from '../../core/list-query';
import { branches } from '../branches/branches.table';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { debiturs } from '../debiturs/debiturs.table';
import { userAreas, users } from '../users/users.table';
import { logbookEntries } from './logbook.table';
import {
  findColumnsInScope,
  scopedRecordWrites,
  type TableWithId,
} from '../../kit/record-repository';

const debiturName = sql<string | null>`coalesce(${debiturs.fullName}, ${debiturs.companyName})`;

const recordColumns = {
  entry: logbookEntries,
  creditAppNo: creditApplications.creditAppNo,
  debiturName,
  branchName: branches.name,
  createdByName: users.name,
};

const selectRecords = (executor: Executor) =>
  executor
    .select(recordColumns)
    .from(logbookEntries)
    .leftJoin(creditApplications, eq(creditApplications.id, logbookEntries.creditApplicationId))
    .leftJoin(debiturs, eq(debiturs.id, logbookEntries.debiturId))
    .leftJoin(branches, eq(branches.id, logbookEntries.branchId))
    .leftJoin(users, eq(users.id, logbookEntries.createdBy));

/** A call outside the user's area does not exist for him; one without a branch is its creator's. */
const inScope = (scope: BranchScope) =>
  branchScopeCondition(scope, logbookEntries.branchId, logbookEntries.createdBy);

const listConditions = (query: LogbookListQuery, scope: BranchScope) => {
  const conditions: (SQL | undefined)[] = [inScope(scope)];
  if (query.party?.length) conditions.push(inArray(logbookEntries.party, query.party));
  if (query.status?.length) conditions.push(inArray(logbookEntries.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(logbookEntries.caller, pattern),
        ilike(logbookEntries.topic, pattern),
        ilike(logbookEntries.phone, pattern),
        ilike(logbookEntries.personInCharge, pattern),
        ilike(logbookEntries.receivedBy, pattern),
        ilike(creditApplications.creditAppNo, pattern),
        ilike(debiturName, pattern),
      ),
    );
  }
  return and(...conditions);
};

const sortable = {
  created: logbookEntries.createdAt,
  modified: logbookEntries.updatedAt,
  callAt: logbookEntries.callAt,
  targetDate: logbookEntries.targetDate,
  caller: logbookEntries.caller,
  party: logbookEntries.party,
  status: logbookEntries.status,
} satisfies SortColumns<typeof LOGBOOK_SORT_KEYS>;

/**
 * The report's order unless another is asked for: Open calls first ('Open' sorts before
 * 'Closed' descending), the earliest target date, so the overdue, on top (the due index).
 */
const dueOrder = [
  sql`${logbookEntries.status} desc`,
  asc(logbookEntries.targetDate),
  asc(logbookEntries.id),
];

export const listLogbookEntries = async (
  executor: Executor,
  query: LogbookListQuery,
  scope: BranchScope,
) => {
  const where = listConditions(query, scope);
  const sorted = query.sortBy || query.sort;
  const rows = await applyPage(
    selectRecords(executor)
      .where(where)
      .orderBy(...(sorted ? orderBy(query, sortable, logbookEntries.id) : dueOrder))
      .$dynamic(),
    pageWindow(query),
  );
  const [total] = await executor
    .select({ value: count() })
    .from(logbookEntries)
    .leftJoin(creditApplications, eq(creditApplications.id, logbookEntries.creditApplicationId))
    .leftJoin(debiturs, eq(debiturs.id, logbookEntries.debiturId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
};

export const findLogbookRecord = async (executor: Executor, id: string, scope: BranchScope) => {
  const [row] = await selectRecords(executor).where(and(eq(logbookEntries.id, id), inScope(scope)));
  return row;
};
export type LogbookRecord = NonNullable<Awaited<ReturnType<typeof findLogbookRecord>>>;

const entryWrites = scopedRecordWrites(logbookEntries, inScope);
/** Locks the call's row for the rest of the transaction. */
export const findLogbookEntryForUpdate = entryWrites.lock;
export const insertLogbookEntry = entryWrites.insert;
export const updateLogbookEntry = entryWrites.update;

/**
 * The branch of a record of `table` the user sees, by `scope` on its `branch` (and its `creator`,
 * for a record that may have none); undefined: he sees none.
 */
const branchInScope =
  <T extends TableWithId, B extends AnyPgColumn>(table: T, branch: B, creator?: AnyPgColumn) =>
  (executor: Executor, id: string, scope: BranchScope) =>
    findColumnsInScope(
      executor,
      table,
      id,
      { branchId: branch },
      branchScopeCondition(scope, branch, creator),
    );

/** A Draft without a branch answers null, seen by its creator alone. */
export const applicationBranchInScope = branchInScope(
  creditApplications,
  creditApplications.branchId,
  creditApplications.createdBy,
);
export const debiturBranchInScope = branchInScope(debiturs, debiturs.relatedBranchId);

/** The first branch of a user's area by name: where a call he takes without a link belongs. */
export const firstAreaBranch = async (executor: Executor, userId: string) => {
  const [row] = await executor
    .select({ branchId: userAreas.branchId })
    .from(userAreas)
    .innerJoin(branches, eq(branches.id, userAreas.branchId))
    .where(eq(userAreas.userId, userId))
    .orderBy(asc(branches.name), asc(branches.id))
    .limit(1);
  return row?.branchId ?? null;
};

/** Applications the user sees by number or debitur name (or the one chosen), at most `limit`. */
export const applicationOptions = async (
  executor: Executor,
  options: { search?: string; id?: string; limit: number },
  scope: BranchScope,
) =>
  executor
    .select({
      _id: creditApplications.id,
      creditAppNo: creditApplications.creditAppNo,
      debiturName,
    })
    .from(creditApplications)
    .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId))
    .where(
      and(
        branchScopeCondition(scope, creditApplications.branchId, creditApplications.createdBy),
        options.id ? eq(creditApplications.id, options.id) : undefined,
        options.search
          ? or(
              ilike(creditApplications.creditAppNo, containsPattern(options.search)),
              ilike(debiturName, containsPattern(options.search)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(creditApplications.createdAt), asc(creditApplications.id))
    .limit(options.limit);

/** Debiturs the user sees by name (or the one chosen), at most `limit`. */
export const debiturOptions = async (
  executor: Executor,
  options: { search?: string; id?: string; limit: number },
  scope: BranchScope,
) =>
  (
    await executor
      .select({ _id: debiturs.id, name: debiturName })
      .from(debiturs)
      .where(
        and(
          branchScopeCondition(scope, debiturs.relatedBranchId),
          options.id ? eq(debiturs.id, options.id) : eq(debiturs.isArchive, false),
          options.search ? ilike(debiturName, containsPattern(options.search)) : undefined,
        ),
      )
      .orderBy(asc(debiturName), asc(debiturs.id))
      .limit(options.limit)
  ).map((row) => ({ _id: row._id, name: row.name ?? '-' }));
