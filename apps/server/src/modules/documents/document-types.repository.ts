import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { documentCategories, documentTypes } from './documents.table';
import { insertOne } from '../../kit/record-repository';

export type DocumentTypeRow = typeof documentTypes.$inferSelect;
export type CategoryRow = typeof documentCategories.$inferSelect;

const categoriesStatement = preparedPerDatabase((executor) =>
  executor
    .select()
    .from(documentCategories)
    .orderBy(asc(documentCategories.position))
    .prepare('document_categories_in_order'),
);

export const listCategories = (executor: Executor) => categoriesStatement(executor).execute();

const typesOfApplicationStatement = preparedPerDatabase((executor) =>
  executor
    .select()
    .from(documentTypes)
    .where(
      or(
        isNull(documentTypes.applicationId),
        eq(documentTypes.applicationId, sql.placeholder('applicationId')),
      ),
    )
    .orderBy(asc(documentTypes.position), asc(documentTypes.createdAt), asc(documentTypes.id))
    .prepare('document_types_of_application'),
);

/** The catalogue's types and the application's own ('Add Other Document'), in screen order. */
export const typesOfApplication = (executor: Executor, applicationId: string) =>
  typesOfApplicationStatement(executor).execute({ applicationId });

const findType = async (executor: Executor, condition: SQL | undefined) => {
  const [row] = await executor.select().from(documentTypes).where(condition);
  return row;
};

/** A type by its code or id, if it is the catalogue's or this application's own. */
export const findTypeOfApplication = (
  executor: Executor,
  applicationId: string,
  key: { code: string } | { id: string },
) =>
  findType(
    executor,
    and(
      'code' in key ? eq(documentTypes.code, key.code) : eq(documentTypes.id, key.id),
      or(isNull(documentTypes.applicationId), eq(documentTypes.applicationId, applicationId)),
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
