import { and, asc, count, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CreditApplicationListQuery } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { canonicalStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import {
  branchScopeCondition,
  preparedScopeCondition,
  scopeParameters,
  type BranchScope,
} from '../../lib/branch-scope';
import {
  anyOf,
  anyOfPlaceholder,
  applyPage,
  countAtMost,
  fromTheEnd,
  matches,
  orderBy,
  pageWindow,
  searchTerm,
  type PageWindow,
} from '../../lib/list-query';
import { branches } from '../branches/branches.table';
import { creditTypes } from '../credit-types/credit-types.table';
import { debiturs } from '../debiturs/debiturs.table';
import { facilities } from '../facilities/facilities.table';
import { groups } from '../groups/groups.table';
import { users } from '../users/users.table';
import {
  creditApplicationCounts,
  creditApplicationFacilities,
  creditApplicationSequences,
  creditApplicationSigning,
  creditApplications,
} from './credit-applications.table';

export type CreditApplicationRecordRow = typeof creditApplications.$inferSelect;
export type CreditApplicationValues = Omit<
  typeof creditApplications.$inferInsert,
  'id' | 'creditAppNo' | 'createdBy' | 'createdAt' | 'updatedAt' | 'version'
>;

const debiturGroups = alias(groups, 'debitur_group');
const debiturBranches = alias(branches, 'debitur_branch');

/** An application with the names its answer shows. */
const recordSelection = {
  application: creditApplications,
  creditTypeName: creditTypes.name,
  groupName: groups.name,
  branchName: branches.name,
  createdByName: users.name,
  debitur: {
    id: debiturs.id,
    type: debiturs.type,
    fullName: debiturs.fullName,
    companyName: debiturs.companyName,
    email: debiturs.email,
    relatedGroupId: debiturs.relatedGroupId,
    relatedBranchId: debiturs.relatedBranchId,
  },
  debiturGroupName: debiturGroups.name,
  debiturBranchName: debiturBranches.name,
};
export interface CreditApplicationRecord {
  application: CreditApplicationRecordRow;
  creditTypeName: string | null;
  groupName: string | null;
  branchName: string | null;
  createdByName: string | null;
  debitur: {
    id: string;
    type: string;
    fullName: string | null;
    companyName: string | null;
    email: string | null;
    relatedGroupId: string;
    relatedBranchId: string;
  } | null;
  debiturGroupName: string | null;
  debiturBranchName: string | null;
}

const selectRecords = (executor: Executor) =>
  executor
    .select(recordSelection)
    .from(creditApplications)
    .leftJoin(creditTypes, eq(creditTypes.id, creditApplications.creditTypeId))
    .leftJoin(groups, eq(groups.id, creditApplications.groupId))
    .leftJoin(branches, eq(branches.id, creditApplications.branchId))
    .leftJoin(users, eq(users.id, creditApplications.createdBy))
    .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId))
    .leftJoin(debiturGroups, eq(debiturGroups.id, debiturs.relatedGroupId))
    .leftJoin(debiturBranches, eq(debiturBranches.id, debiturs.relatedBranchId));

/**
 * The search: the number, the description or the debitur's name, all columns of
 * credit_applications (the name is copied there by a trigger), so each reads its own index and
 * the matches are combined, or a page walks the list's order and tests each row.
 */
const searchCondition = (search: string) => {
  const term = searchTerm(search);
  return or(
    matches(creditApplications.creditAppNo, term),
    matches(creditApplications.creditDesc, term),
    matches(creditApplications.debiturName, term),
  );
};

/**
 * Applications outside the user's area do not exist for him; one without a branch (a Draft with
 * no debitur yet) is seen by its creator.
 */
const inScope = (scope: BranchScope) =>
  branchScopeCondition(scope, creditApplications.branchId, creditApplications.createdBy);

const statusesOf = (query: CreditApplicationListQuery) =>
  query.status?.map((name) => canonicalStatus(name) ?? name);

/** The list's filters, on credit_applications alone so that the page and its total need no join. */
const listConditions = (
  executor: Executor,
  query: CreditApplicationListQuery,
  scope: BranchScope,
) => {
  const statuses = statusesOf(query);
  return and(
    eq(creditApplications.isArchive, query.isArchive),
    inScope(scope),
    query.search ? searchCondition(query.search) : undefined,
    query.branchId?.length ? inArray(creditApplications.branchId, query.branchId) : undefined,
    query.debitur?.length ? inArray(creditApplications.debiturId, query.debitur) : undefined,
    query.creditType?.length
      ? inArray(creditApplications.creditTypeId, query.creditType)
      : undefined,
    statuses?.length ? inArray(creditApplications.status, statuses) : undefined,
    query.tenorStartDate ? gte(creditApplications.tenorStartDate, query.tenorStartDate) : undefined,
    query.tenorEndDate ? lte(creditApplications.tenorEndDate, query.tenorEndDate) : undefined,
    query.facilities?.length
      ? inArray(
          creditApplications.id,
          executor
            .select({ id: creditApplicationFacilities.applicationId })
            .from(creditApplicationFacilities)
            .where(inArray(creditApplicationFacilities.facilityId, query.facilities)),
        )
      : undefined,
  );
};

const sortable = {
  created: creditApplications.createdAt,
  modified: creditApplications.updatedAt,
  creditAppNo: creditApplications.creditAppNo,
  creditAppDate: creditApplications.creditAppDate,
  status: creditApplications.status,
  plafond: creditApplications.plafond,
  tenorStartDate: creditApplications.tenorStartDate,
  tenorEndDate: creditApplications.tenorEndDate,
  creditDesc: creditApplications.creditDesc,
  // The approval queue: oldest waiting first, read from credit_applications_queue_idx.
  statusChanged: creditApplications.statusChangedAt,
};

/**
 * The records of the given ids with their names. Every list page asks for it with ten ids, so it
 * is built and planned once per database (a prepared statement) instead of on each request.
 */
const recordsByIdsStatement = preparedPerDatabase((executor) =>
  selectRecords(executor)
    .where(sql`${creditApplications.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('credit_application_records_by_ids'),
);

export const recordsByIds = async (executor: Executor, ids: string[]) => {
  const position = new Map(ids.map((id, index) => [id, index]));
  const rows = (await recordsByIdsStatement(executor).execute({
    ids,
  })) as CreditApplicationRecord[];
  return rows.sort(
    (a, b) => (position.get(a.application.id) ?? 0) - (position.get(b.application.id) ?? 0),
  );
};

/** Whether the list's total counts rows: a search or a filter the counters do not hold. */
const countsRows = (query: CreditApplicationListQuery) =>
  Boolean(
    query.search ||
    query.debitur?.length ||
    query.creditType?.length ||
    query.tenorStartDate ||
    query.tenorEndDate ||
    query.facilities?.length,
  );

/**
 * The total of the list. Without a search or a filter the counters do not hold (the tab, the
 * statuses, the branches and the user's area are their keys), it is their sum: exact, and a few
 * hundred rows to read whatever the size of the book. Otherwise the rows are counted, at most
 * COUNTED_TOTAL_MAX of them.
 */
const listTotal = async (
  executor: Executor,
  query: CreditApplicationListQuery,
  scope: BranchScope,
  where: SQL | undefined,
) => {
  if (countsRows(query))
    return countAtMost(
      executor,
      executor
        .select({ one: sql`1` })
        .from(creditApplications)
        .where(where)
        .$dynamic(),
    );
  const statuses = statusesOf(query);
  const [row] = await executor
    .select({
      value: sql`coalesce(sum(${creditApplicationCounts.applications}), 0)`.mapWith(Number),
    })
    .from(creditApplicationCounts)
    .where(
      and(
        eq(creditApplicationCounts.isArchive, query.isArchive),
        branchScopeCondition(
          scope,
          creditApplicationCounts.branchId,
          creditApplicationCounts.draftOwner,
        ),
        statuses?.length ? inArray(creditApplicationCounts.status, statuses) : undefined,
        query.branchId?.length
          ? inArray(creditApplicationCounts.branchId, query.branchId)
          : undefined,
      ),
    );
  return { total: row?.value ?? 0, totalCapped: false };
};

/**
 * The ids of a page, in the list's order. A page near the end of an exactly counted list is read
 * backwards from the end. When the rows were counted and are few, the page sorts those rows
 * (`offset 0` keeps the planner from walking the order's index in the hope of meeting them, which
 * for a rare search means reading the whole book); many rows are met soon on that walk.
 */
const pageIds = async (
  executor: Executor,
  query: CreditApplicationListQuery,
  where: SQL | undefined,
  window: PageWindow,
  total: { total: number; totalCapped: boolean; counted: boolean },
) => {
  const backwards = total.totalCapped ? undefined : fromTheEnd(window, total.total);
  const order = orderBy(query, sortable, creditApplications.id, backwards !== undefined);
  const read = backwards ?? window;
  const rows =
    total.counted && !total.totalCapped
      ? (
          await executor.execute<{ id: string }>(
            sql`select ${creditApplications.id} from (select * from ${creditApplications} where ${where} offset 0) as ${creditApplications} order by ${sql.join(order, sql`, `)} limit ${read.limit} offset ${read.offset}`,
          )
        ).rows.map((row) => row.id)
      : (
          await executor
            .select({ id: creditApplications.id })
            .from(creditApplications)
            .where(where)
            .orderBy(...order)
            .limit(read.limit)
            .offset(read.offset)
        ).map((row) => row.id);
  return backwards ? rows.reverse() : rows;
};

/**
 * A page of the list and its total. The total comes first (it decides how the page is read);
 * the page's ids are chosen from credit_applications alone, then only those rows are joined with
 * their names: otherwise a deep page would join every row it skips.
 */
export const listCreditApplications = async (
  executor: Executor,
  query: CreditApplicationListQuery,
  scope: BranchScope,
) => {
  const window = pageWindow(query);
  if (window.cap) {
    const ids = await wholeListIds(executor, query, scope);
    return { rows: await recordsByIds(executor, ids), total: ids.length, totalCapped: false };
  }
  const where = listConditions(executor, query, scope);
  const total = await listTotal(executor, query, scope, where);
  const ids = await pageIds(executor, query, where, window, {
    ...total,
    counted: countsRows(query),
  });
  return { rows: await recordsByIds(executor, ids), ...total };
};

/**
 * The ids of a whole list (unpaged, or an export) in its order, up to its cap (more is refused
 * before any record is read). An export then reads their records a batch at a time while it
 * writes the file.
 */
export const wholeListIds = async (
  executor: Executor,
  query: CreditApplicationListQuery,
  scope: BranchScope,
) =>
  (
    await applyPage(
      executor
        .select({ id: creditApplications.id })
        .from(creditApplications)
        .where(listConditions(executor, query, scope))
        .orderBy(...orderBy(query, sortable, creditApplications.id))
        .$dynamic(),
      pageWindow(query),
    )
  ).map((row) => row.id);

/** Every detail page reads its record: built and planned once per database. */
const recordInScopeStatement = preparedPerDatabase((executor) =>
  selectRecords(executor)
    .where(
      and(
        eq(creditApplications.id, sql.placeholder('id')),
        preparedScopeCondition(creditApplications.branchId, creditApplications.createdBy),
      ),
    )
    .prepare('credit_application_record_in_scope'),
);

export const findCreditApplicationRecord = async (
  executor: Executor,
  id: string,
  scope: BranchScope,
) => {
  const [row] = await recordInScopeStatement(executor).execute({ id, ...scopeParameters(scope) });
  return row as CreditApplicationRecord | undefined;
};

/** Locks the application for a change, so concurrent status moves run one after another. */
export const findCreditApplicationForUpdate = async (
  executor: Executor,
  id: string,
  scope: BranchScope,
) => {
  const [row] = await executor
    .select()
    .from(creditApplications)
    .where(and(eq(creditApplications.id, id), inScope(scope)))
    .for('update');
  return row;
};

/** Every list page and detail reads the facilities of its applications. */
const facilitiesStatement = preparedPerDatabase((executor) =>
  executor
    .select({
      applicationId: creditApplicationFacilities.applicationId,
      id: facilities.id,
      name: facilities.name,
    })
    .from(creditApplicationFacilities)
    .innerJoin(facilities, eq(facilities.id, creditApplicationFacilities.facilityId))
    .where(anyOfPlaceholder(creditApplicationFacilities.applicationId, 'applicationIds'))
    .orderBy(asc(facilities.name))
    .prepare('credit_application_facilities'),
);

export const facilitiesOfApplications = async (executor: Executor, applicationIds: string[]) => {
  const byApplication = new Map<string, { id: string; name: string }[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await facilitiesStatement(executor).execute({ applicationIds });
  for (const row of rows)
    byApplication.set(row.applicationId, [
      ...(byApplication.get(row.applicationId) ?? []),
      { id: row.id, name: row.name },
    ]);
  return byApplication;
};

const signingHistoryStatement = preparedPerDatabase((executor) =>
  executor
    .select({
      status: creditApplicationSigning.status,
      createdBy: creditApplicationSigning.createdBy,
      createdByName: users.name,
      createdAt: creditApplicationSigning.createdAt,
    })
    .from(creditApplicationSigning)
    .innerJoin(users, eq(users.id, creditApplicationSigning.createdBy))
    .where(eq(creditApplicationSigning.applicationId, sql.placeholder('applicationId')))
    .orderBy(asc(creditApplicationSigning.createdAt), asc(creditApplicationSigning.id))
    .prepare('credit_application_signing_history'),
);

export const signingHistory = (executor: Executor, applicationId: string) =>
  signingHistoryStatement(executor).execute({ applicationId });

/** The next number of `year`; inside the creating transaction, so a rollback gives it back. */
export const nextSequenceNumber = async (executor: Executor, year: number) => {
  const [row] = await executor
    .insert(creditApplicationSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditApplicationSequences.year,
      set: { lastNumber: sql`${creditApplicationSequences.lastNumber} + 1` },
    })
    .returning();
  if (!row) throw new Error('the application number sequence returned no row');
  return row.lastNumber;
};

export const insertCreditApplication = async (
  executor: Executor,
  values: typeof creditApplications.$inferInsert,
) => {
  const [row] = await executor.insert(creditApplications).values(values).returning();
  if (!row) throw new Error('insert into credit_applications returned no row');
  return row;
};

export const updateCreditApplication = async (
  executor: Executor,
  id: string,
  values: Partial<CreditApplicationValues>,
) => {
  const [row] = await executor
    .update(creditApplications)
    .set({ ...values, version: sql`${creditApplications.version} + 1`, updatedAt: new Date() })
    .where(eq(creditApplications.id, id))
    .returning();
  if (!row) throw new Error('update of credit_applications returned no row');
  return row;
};

export const replaceFacilities = async (
  executor: Executor,
  applicationId: string,
  facilityIds: string[],
) => {
  await executor
    .delete(creditApplicationFacilities)
    .where(eq(creditApplicationFacilities.applicationId, applicationId));
  if (facilityIds.length > 0)
    await executor
      .insert(creditApplicationFacilities)
      .values(facilityIds.map((facilityId) => ({ applicationId, facilityId })));
};

export const appendSigning = async (
  executor: Executor,
  values: typeof creditApplicationSigning.$inferInsert,
) => {
  await executor.insert(creditApplicationSigning).values(values);
};

export const deleteCreditApplication = async (executor: Executor, id: string) => {
  const [row] = await executor
    .delete(creditApplications)
    .where(eq(creditApplications.id, id))
    .returning();
  return row;
};

export const countExisting = async (
  executor: Executor,
  table: typeof creditTypes | typeof facilities,
  ids: string[],
) => {
  const [row] = await executor.select({ value: count() }).from(table).where(anyOf(table.id, ids));
  return row?.value ?? 0;
};

/** A debitur outside the user's area cannot be chosen: it does not exist for him. */
export const findDebiturForApplication = async (
  executor: Executor,
  id: string,
  scope: BranchScope,
) => {
  const [row] = await executor
    .select({
      id: debiturs.id,
      type: debiturs.type,
      isArchive: debiturs.isArchive,
      relatedGroupId: debiturs.relatedGroupId,
      relatedBranchId: debiturs.relatedBranchId,
    })
    .from(debiturs)
    .where(and(eq(debiturs.id, id), branchScopeCondition(scope, debiturs.relatedBranchId)));
  return row;
};
