import { and, asc, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { insertOne } from '../../kit/record-repository';
import { documentDeferrals } from '../documents/document-deferrals.table';
import {
  creditApplicationDocuments,
  documentCatalogueDeletions,
  documentCategories,
  documentTypes,
} from '../documents/documents.table';
import { creditApplications } from '../credit-applications/credit-applications.table';
import type { DebiturKinds } from '@creditdesk/domain/document-catalogue/catalogue-rules';
import type { CatalogueSnapshot, SnapshotCategory, SnapshotType } from './catalogue-snapshot';
import { catalogueVersions } from './catalogue-versions.table';

export type CategoryRow = typeof documentCategories.$inferSelect;
export type CatalogueTypeRow = typeof documentTypes.$inferSelect;

/** Whether an application's file or deferral names the type. */
const typeUsed = (executor: Executor) =>
  sql<boolean>`(${exists(
    executor
      .select({ one: sql`1` })
      .from(creditApplicationDocuments)
      .where(eq(creditApplicationDocuments.typeId, documentTypes.id)),
  )} or ${exists(
    executor
      .select({ one: sql`1` })
      .from(documentDeferrals)
      .where(eq(documentDeferrals.typeId, documentTypes.id)),
  )})`;

/** The bank's categories in order, each with whether any type (an application's own too) is in it. */
export const categoriesInOrder = (executor: Executor) => {
  const inner = executor
    .select({ one: sql`1` })
    .from(documentTypes)
    .where(eq(documentTypes.categoryCode, documentCategories.code));
  return executor
    .select({ category: documentCategories, inUse: sql<boolean>`${exists(inner)}` })
    .from(documentCategories)
    .orderBy(asc(documentCategories.position), asc(documentCategories.code));
};

/** The catalogue's types (not the applications' own) in order, each with whether files use it. */
export const typesInOrder = (executor: Executor) =>
  executor
    .select({ type: documentTypes, inUse: typeUsed(executor) })
    .from(documentTypes)
    .where(isNull(documentTypes.applicationId))
    .orderBy(asc(documentTypes.position), asc(documentTypes.code));

export const findCategory = async (executor: Executor, code: string) => {
  const [row] = await executor
    .select()
    .from(documentCategories)
    .where(eq(documentCategories.code, code));
  return row;
};

/** A type of the catalogue by its id, and whether an application uses it. */
export const findCatalogueType = async (executor: Executor, id: string) => {
  const [row] = await executor
    .select({ type: documentTypes, inUse: typeUsed(executor) })
    .from(documentTypes)
    .where(and(eq(documentTypes.id, id), isNull(documentTypes.applicationId)));
  return row;
};

/** Whether any type (an application's own too) holds the code. */
export const typeCodeTaken = async (executor: Executor, code: string) => {
  const [row] = await executor
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(eq(documentTypes.code, code));
  return row !== undefined;
};

export const insertCategory = (
  executor: Executor,
  values: typeof documentCategories.$inferInsert,
) => executor.insert(documentCategories).values(values);

export const updateCategory = (
  executor: Executor,
  code: string,
  values: Partial<typeof documentCategories.$inferInsert>,
) => executor.update(documentCategories).set(values).where(eq(documentCategories.code, code));

export const deleteCategory = (executor: Executor, code: string) =>
  executor.delete(documentCategories).where(eq(documentCategories.code, code));

export const insertCatalogueType = (
  executor: Executor,
  values: typeof documentTypes.$inferInsert,
) => insertOne(executor, documentTypes, values);

export const updateCatalogueType = (
  executor: Executor,
  id: string,
  values: Partial<typeof documentTypes.$inferInsert>,
) => executor.update(documentTypes).set(values).where(eq(documentTypes.id, id));

export const deleteCatalogueType = (executor: Executor, id: string) =>
  executor.delete(documentTypes).where(eq(documentTypes.id, id));

/** Remembers a deleted code, so that no later start adds the shipped row of that code again. */
export const rememberDeletion = (executor: Executor, kind: 'category' | 'type', code: string) =>
  executor.insert(documentCatalogueDeletions).values({ kind, code }).onConflictDoNothing();

export const deletedCodes = async (executor: Executor) => {
  const rows = await executor.select().from(documentCatalogueDeletions);
  return {
    categories: new Set(rows.filter((row) => row.kind === 'category').map((row) => row.code)),
    types: new Set(rows.filter((row) => row.kind === 'type').map((row) => row.code)),
  };
};

/**
 * Makes the catalogue's writers take turns: each publishes a version read after its own change,
 * so a version never misses a change committed before it.
 */
export const lockCatalogue = (executor: Executor) =>
  executor.execute(sql`lock table ${catalogueVersions} in share row exclusive mode`);

/** A category as a version keeps it (and the tree answers it). */
export const snapshotCategory = (category: CategoryRow): SnapshotCategory => ({
  code: category.code,
  title: category.title,
  position: category.position,
  debiturKinds: category.debiturKinds as DebiturKinds,
  retired: category.retired,
});

/** A type as a version keeps it (and the tree answers it). */
export const snapshotType = (type: CatalogueTypeRow): SnapshotType => ({
  id: type.id,
  code: type.code,
  title: type.title,
  categoryCode: type.categoryCode,
  position: type.position,
  mandatory: type.mandatory,
  report: type.report,
  dueField: type.dueField,
  formMetaData: type.formMetaData,
  retired: type.retired,
});

/** The catalogue as its tables hold it now, as a version keeps it. */
export const readSnapshot = async (executor: Executor): Promise<CatalogueSnapshot> => {
  const [categories, types] = await Promise.all([
    executor
      .select()
      .from(documentCategories)
      .orderBy(asc(documentCategories.position), asc(documentCategories.code)),
    executor
      .select()
      .from(documentTypes)
      .where(isNull(documentTypes.applicationId))
      .orderBy(asc(documentTypes.position), asc(documentTypes.code)),
  ]);
  return { categories: categories.map(snapshotCategory), types: types.map(snapshotType) };
};

export const insertVersion = async (executor: Executor, snapshot: CatalogueSnapshot) =>
  (await insertOne(executor, catalogueVersions, { snapshot })).id;

const latestVersionStatement = preparedPerDatabase((executor) =>
  executor
    .select({ id: catalogueVersions.id, snapshot: catalogueVersions.snapshot })
    .from(catalogueVersions)
    .orderBy(desc(catalogueVersions.id))
    .limit(1)
    .prepare('catalogue_latest_version'),
);

/** The newest version: the catalogue every application not yet submitted reads. */
export const latestVersion = async (executor: Executor) =>
  (await latestVersionStatement(executor).execute())[0];

const versionOfApplicationStatement = preparedPerDatabase((executor) =>
  executor
    .select({ id: catalogueVersions.id, snapshot: catalogueVersions.snapshot })
    .from(catalogueVersions)
    .where(
      eq(
        catalogueVersions.id,
        sql`coalesce(
          (select ${creditApplications.catalogueVersionId} from ${creditApplications}
            where ${creditApplications.id} = ${sql.placeholder('applicationId')}),
          (select max(${catalogueVersions.id}) from ${catalogueVersions}))`,
      ),
    )
    .prepare('catalogue_version_of_application'),
);

/**
 * The version an application reads, in one statement: the one it was submitted with, else (a
 * draft, or one never submitted) the newest.
 */
export const versionOfApplication = async (executor: Executor, applicationId: string) =>
  (await versionOfApplicationStatement(executor).execute({ applicationId }))[0];

/** Copies each of a type's documents' due date again from its (new) due field. */
export const refreshDueDates = (executor: Executor, typeId: string, dueField: string | null) =>
  executor
    .update(creditApplicationDocuments)
    .set({
      dueDate: dueField
        ? sql`(${creditApplicationDocuments.metadata} ->> ${dueField})::date`
        : null,
    })
    .where(eq(creditApplicationDocuments.typeId, typeId));
