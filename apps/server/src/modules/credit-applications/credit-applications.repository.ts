import { and, asc, count, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
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
  containsPattern,
  orderBy,
  pageWindow,
} from '../../lib/list-query';
import { branches } from '../branches/branches.table';
import { creditTypes } from '../credit-types/credit-types.table';
import { debiturs } from '../debiturs/debiturs.table';
import { facilities } from '../facilities/facilities.table';
import { groups } from '../groups/groups.table';
import { users } from '../users/users.table';
import {
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
 * The debiturs whose name contains the term, found through their trigram indexes. They are looked
 * up first and passed on as one array parameter, so the planner knows how many there are: it
 * probes them through the debitur index, or hashes them when it scans. As a subquery inside the
 * search's OR they would be checked row by row over the whole table instead.
 */
const debiturIdsNamed = async (executor: Executor, pattern: string) =>
  (
    await executor
      .select({ id: debiturs.id })
      .from(debiturs)
      .where(or(ilike(debiturs.fullName, pattern), ilike(debiturs.companyName, pattern)))
  ).map((row) => row.id);

/**
 * Applications outside the user's area do not exist for him; one without a branch (a Draft with
 * no debitur yet) is seen by its creator.
 */
const inScope = (scope: BranchScope) =>
  branchScopeCondition(scope, creditApplications.branchId, creditApplications.createdBy);

/** The list's filters, on credit_applications alone so that the page and its total need no join. */
const listConditions = async (
  executor: Executor,
  query: CreditApplicationListQuery,
  scope: BranchScope,
) => {
  const statuses = query.status?.map((name) => canonicalStatus(name) ?? name);
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const named = pattern ? await debiturIdsNamed(executor, pattern) : [];
  return and(
    eq(creditApplications.isArchive, query.isArchive),
    inScope(scope),
    pattern
      ? or(
          ilike(creditApplications.creditAppNo, pattern),
          ilike(creditApplications.creditDesc, pattern),
          named.length > 0
            ? sql`${creditApplications.debiturId} = any(${sql.param(named)}::uuid[])`
            : undefined,
        )
      : undefined,
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

const recordsByIds = async (executor: Executor, ids: string[]) => {
  const position = new Map(ids.map((id, index) => [id, index]));
  const rows = (await recordsByIdsStatement(executor).execute({
    ids,
  })) as CreditApplicationRecord[];
  return rows.sort(
    (a, b) => (position.get(a.application.id) ?? 0) - (position.get(b.application.id) ?? 0),
  );
};

/**
 * A page of the list and its exact total. The page's ids are chosen first from
 * credit_applications alone, then only those rows are joined with their names: otherwise a deep
 * page would join every row it skips. A whole list (unpaged or an export) is one query.
 */
export const listCreditApplications = async (
  executor: Executor,
  query: CreditApplicationListQuery,
  scope: BranchScope,
) => {
  const where = await listConditions(executor, query, scope);
  const order = orderBy(query, sortable, creditApplications.id);
  const window = pageWindow(query);
  const rows = window.cap
    ? ((await applyPage(
        selectRecords(executor)
          .where(where)
          .orderBy(...order)
          .$dynamic(),
        window,
      )) as CreditApplicationRecord[])
    : await recordsByIds(
        executor,
        (
          await applyPage(
            executor
              .select({ id: creditApplications.id })
              .from(creditApplications)
              .where(where)
              .orderBy(...order)
              .$dynamic(),
            window,
          )
        ).map((row) => row.id),
      );
  const [total] = await executor.select({ value: count() }).from(creditApplications).where(where);
  return { rows, total: total?.value ?? 0 };
};

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
