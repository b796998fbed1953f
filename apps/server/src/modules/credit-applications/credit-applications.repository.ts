import { count, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branchScopeCondition, type BranchScope } from '../../core/branch-scope';
import { anyOf } from '../../core/list-query';
import type { creditTypes } from '../credit-types/credit-types.table';
import { debiturs } from '../debiturs/debiturs.table';
import type { facilities } from '../facilities/facilities.table';
import {
  creditApplicationFacilities,
  creditApplicationSequences,
  creditApplicationSigning,
  creditApplications,
} from './credit-applications.table';
import {
  deleteRecord,
  findColumnsInScope,
  ownedRows,
  scopedRecordWrites,
} from '../../kit/record-repository';

export type CreditApplicationRecordRow = typeof creditApplications.$inferSelect;
export type CreditApplicationValues = Omit<
  typeof creditApplications.$inferInsert,
  'id' | 'creditAppNo' | 'createdBy' | 'createdAt' | 'updatedAt' | 'version'
>;

/**
 * Applications outside the user's area do not exist for him; one without a branch (a Draft with
 * no debitur yet) is seen by its creator.
 */
export const inScope = (scope: BranchScope) =>
  branchScopeCondition(scope, creditApplications.branchId, creditApplications.createdBy);

const applicationWrites = scopedRecordWrites<
  typeof creditApplications,
  Partial<CreditApplicationValues>
>(creditApplications, inScope);
/** Locks the application for a change, so concurrent status moves run one after another. */
export const findCreditApplicationForUpdate = applicationWrites.lock;
export const insertCreditApplication = applicationWrites.insert;
export const updateCreditApplication = applicationWrites.update;

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

const applicationFacilities = ownedRows(creditApplicationFacilities, 'applicationId');

export const replaceFacilities = (
  executor: Executor,
  applicationId: string,
  facilityIds: string[],
) =>
  applicationFacilities.replace(
    executor,
    applicationId,
    facilityIds.map((facilityId) => ({ facilityId })),
  );

export const appendSigning = async (
  executor: Executor,
  values: typeof creditApplicationSigning.$inferInsert,
) => {
  await executor.insert(creditApplicationSigning).values(values);
};

export const deleteCreditApplication = (executor: Executor, id: string) =>
  deleteRecord(executor, creditApplications, id);

export const countExisting = async (
  executor: Executor,
  table: typeof creditTypes | typeof facilities,
  ids: string[],
) => {
  const [row] = await executor.select({ value: count() }).from(table).where(anyOf(table.id, ids));
  return row?.value ?? 0;
};

/** A debitur outside the user's area cannot be chosen: it does not exist for him. */
export const findDebiturForApplication = (executor: Executor, id: string, scope: BranchScope) =>
  findColumnsInScope(
    executor,
    debiturs,
    id,
    {
      id: debiturs.id,
      type: debiturs.type,
      isArchive: debiturs.isArchive,
      relatedGroupId: debiturs.relatedGroupId,
      relatedBranchId: debiturs.relatedBranchId,
    },
    branchScopeCondition(scope, debiturs.relatedBranchId),
  );
