import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statementClock } from '../../db/columns';
import type { BranchScope } from '../../core/branch-scope';
import { anyOfPlaceholder } from '../../core/list-query';
import { inScope, type DebiturFileRow } from './debiturs.repository';
import { debiturFiles, debiturs } from './debiturs.table';
import { insertOne } from '../../kit/record-repository';
import { groupedByOwnerStatement } from '../../core/grouped-rows';

/**
 * The files of each debitur, oldest first (so the last photo is the current one): every list page
 * and detail reads the files (photos) of its debiturs.
 */
export const filesOfDebiturs = groupedByOwnerStatement(
  (executor) =>
    executor
      .select()
      .from(debiturFiles)
      .where(anyOfPlaceholder(debiturFiles.debiturId, 'ownerIds'))
      .orderBy(asc(debiturFiles.createdAt), asc(debiturFiles.id))
      .prepare('debitur_files_of_debiturs'),
  (row) => row.debiturId,
  (row): DebiturFileRow => row,
);

export const insertDebiturFile = async (
  executor: Executor,
  values: Omit<typeof debiturFiles.$inferInsert, 'id' | 'createdAt'>,
) => {
  // Files saved together keep their order.
  return insertOne(executor, debiturFiles, { ...values, createdAt: statementClock });
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
