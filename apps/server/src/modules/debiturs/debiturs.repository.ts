import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { anyRowWhere } from '../../core/column-reads';
import { branchScopeCondition, type BranchScope } from '../../core/branch-scope';
import { anyOfPlaceholder } from '../../core/list-query';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { branchGroups, branches } from '../branches/branches.table';
import { groups } from '../groups/groups.table';
import { users } from '../users/users.table';
import { debiturFiles, debiturs } from './debiturs.table';
import { deleteRecord, insertOne, lockRecord, updateVersioned } from '../../kit/record-repository';

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

export const selectRecords = (executor: Executor) =>
  executor
    .select(recordColumns)
    .from(debiturs)
    .innerJoin(groups, eq(groups.id, debiturs.relatedGroupId))
    .innerJoin(branches, eq(branches.id, debiturs.relatedBranchId))
    .leftJoin(users, eq(users.id, debiturs.createdBy));

/** Debiturs outside the user's area do not exist for him: every read and write adds this. */
export const inScope = (scope: BranchScope) =>
  branchScopeCondition(scope, debiturs.relatedBranchId);

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

export const findDebiturRecord = async (executor: Executor, id: string, scope: BranchScope) => {
  const [row] = await selectRecords(executor).where(and(eq(debiturs.id, id), inScope(scope)));
  return row;
};

/** Locks the debitur row for the rest of the transaction. */
export const findDebiturForUpdate = (executor: Executor, id: string, scope: BranchScope) =>
  lockRecord(executor, debiturs, id, inScope(scope));

export const branchBelongsToGroup = (executor: Executor, branchId: string, groupId: string) =>
  anyRowWhere(
    executor,
    branchGroups,
    and(eq(branchGroups.branchId, branchId), eq(branchGroups.groupId, groupId)),
  );

export const insertDebitur = (executor: Executor, values: DebiturValues & { createdBy: string }) =>
  insertOne(executor, debiturs, values);

/** Updates only when `expectedVersion` (if given) still matches; undefined means no row changed. */
export const updateDebitur = async (
  executor: Executor,
  id: string,
  values: Partial<DebiturValues> & { isArchive?: boolean },
  expectedVersion?: number,
) => updateVersioned(executor, debiturs, id, values, expectedVersion);

export const deleteDebitur = (executor: Executor, id: string) =>
  deleteRecord(executor, debiturs, id);
