import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { documentTypes } from './documents.table';
import { insertOne } from '../../kit/record-repository';

export type DocumentTypeRow = typeof documentTypes.$inferSelect;

const ownTypesStatement = preparedPerDatabase((executor) =>
  executor
    .select()
    .from(documentTypes)
    .where(eq(documentTypes.applicationId, sql.placeholder('applicationId')))
    .orderBy(asc(documentTypes.createdAt), asc(documentTypes.id))
    .prepare('document_types_own_of_application'),
);

/** The application's own types ('Add Other Document'), in the order they were added. */
export const ownTypesOfApplication = (executor: Executor, applicationId: string) =>
  ownTypesStatement(executor).execute({ applicationId });

const findType = async (executor: Executor, condition: SQL | undefined) => {
  const [row] = await executor.select().from(documentTypes).where(condition);
  return row;
};

/** The application's own type by its code or id. */
export const findOwnType = (
  executor: Executor,
  applicationId: string,
  key: { code: string } | { id: string },
) =>
  findType(
    executor,
    and(
      'code' in key ? eq(documentTypes.code, key.code) : eq(documentTypes.id, key.id),
      eq(documentTypes.applicationId, applicationId),
    ),
  );

/** The application's own type of that name (case aside), so a second file joins the first. */
export const findOwnTypeByTitle = (executor: Executor, applicationId: string, title: string) =>
  findType(
    executor,
    and(
      eq(documentTypes.applicationId, applicationId),
      sql`lower(${documentTypes.title}) = lower(${title})`,
    ),
  );

export const insertType = (executor: Executor, values: typeof documentTypes.$inferInsert) =>
  insertOne(executor, documentTypes, values);

export const renameType = (executor: Executor, id: string, title: string) =>
  executor.update(documentTypes).set({ title }).where(eq(documentTypes.id, id));

export const deleteType = (executor: Executor, id: string) =>
  executor.delete(documentTypes).where(eq(documentTypes.id, id));
