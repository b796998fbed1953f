import { DOCUMENT_CATALOGUE_MODULE } from '@creditdesk/domain/document-catalogue/document-catalogue.module';
import {
  DOCUMENT_CATALOGUE_MESSAGES as M,
  type CatalogueTree,
  type CategoryBody,
  type CategoryUpdate,
  type TypeBody,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { withParams } from '@creditdesk/domain/shared/message-index';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import type { Database, Executor } from '../../db/client';
import { Conflict, invalidFields, NotFound } from '../../core/errors';
import { auditCreated, auditDeleted, auditUpdated } from '../../kit/audited-write';
import type { Actor } from '../../plugins/actor';
import { syncTypeItems } from '../reports/report-items.service';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import * as repository from './document-catalogue.repository';

export type { SnapshotCategory, SnapshotType } from './catalogue-snapshot';

const { entity } = DOCUMENT_CATALOGUE_MODULE;
const EMPTY: CatalogueSnapshot = { categories: [], types: [] };

/** Publishes the catalogue as its tables now hold it as the newest version, answering its id. */
export const publishCatalogueVersion = async (executor: Executor) =>
  repository.insertVersion(executor, await repository.readSnapshot(executor));

/**
 * The catalogue an application reads (docs/decisions.md, Document catalogue versions): the
 * version it was submitted with, or the newest while it was never submitted. One statement.
 */
export const catalogueOfApplication = async (executor: Executor, applicationId: string) => {
  const version = await repository.versionOfApplication(executor, applicationId);
  return { versionId: version?.id ?? null, snapshot: version?.snapshot ?? EMPTY };
};

/** The newest version: what applications not yet submitted and the report pages read. */
export const currentCatalogue = async (executor: Executor) => {
  const latest = await repository.latestVersion(executor);
  return { id: latest?.id ?? null, snapshot: latest?.snapshot ?? EMPTY };
};

const fieldRefused = (path: string, message: string) => invalidFields([{ path, message }]);

const typeValues = (body: TypeBody) => ({
  code: body.code,
  title: body.title,
  categoryCode: body.categoryCode,
  position: body.position,
  mandatory: body.mandatory,
  report: body.report,
  dueField: body.dueField,
  formMetaData: body.formMetaData,
  retired: body.retired,
  customised: true,
});

/** The bank's document catalogue (master data): its tree, and the writes that version it. */
export const createDocumentCatalogueService = (db: Database) => {
  const tree = async (executor: Executor = db): Promise<CatalogueTree> => {
    const [categories, types] = await Promise.all([
      repository.categoriesInOrder(executor),
      repository.typesInOrder(executor),
    ]);
    return categories.map(({ category, inUse }) => ({
      ...repository.snapshotCategory(category),
      inUse,
      types: types
        .filter(({ type }) => type.categoryCode === category.code)
        .map(({ type, inUse: used }) => {
          const kept = repository.snapshotType(type);
          return {
            ...kept,
            formMetaData: kept.formMetaData.map((field) => ({
              ...field,
              options: field.options ? [...field.options] : undefined,
            })),
            inUse: used,
            codeLocked: used,
          };
        }),
    }));
  };

  /** One catalogue write: the writers take turns, and each publishes the version it leaves. */
  const write = <T>(change: (tx: Executor) => Promise<T>) =>
    db.transaction(async (tx) => {
      await repository.lockCatalogue(tx);
      const result = await change(tx);
      await publishCatalogueVersion(tx);
      return result;
    });

  const categoryOf = async (executor: Executor, code: string) => {
    const found = (await tree(executor)).find((category) => category.code === code);
    if (!found) throw new NotFound();
    return found;
  };

  const typeOf = async (executor: Executor, id: string) => {
    for (const category of await tree(executor)) {
      const found = category.types.find((type) => type.id === id);
      if (found) return found;
    }
    throw new NotFound();
  };

  const checkCategoryExists = async (executor: Executor, code: string) => {
    if (!(await repository.findCategory(executor, code)))
      throw fieldRefused('categoryCode', M.unknownCategory);
  };

  return {
    tree: () => tree(),

    createCategory: (body: CategoryBody, actor: Actor) =>
      write(async (tx) => {
        if (await repository.findCategory(tx, body.code))
          throw fieldRefused('code', withParams(M.codeTaken, { code: body.code }));
        await repository.insertCategory(tx, { ...body, customised: true });
        await auditCreated(tx, actor, entity.category, body.code, body);
        return categoryOf(tx, body.code);
      }),

    updateCategory: (code: string, body: CategoryUpdate, actor: Actor) =>
      write(async (tx) => {
        const before = await repository.findCategory(tx, code);
        if (!before) throw new NotFound();
        await repository.updateCategory(tx, code, { ...body, customised: true });
        await auditUpdated(tx, actor, entity.category, code, before, { ...before, ...body });
        return categoryOf(tx, code);
      }),

    /** A category holding any type is refused as in use: retire it instead. */
    removeCategory: (code: string, actor: Actor) =>
      write(async (tx) => {
        const before = await repository.findCategory(tx, code);
        if (!before) throw new NotFound();
        if ((await categoryOf(tx, code)).inUse) throw new Conflict(REQUEST_MESSAGES.inUse);
        await repository.deleteCategory(tx, code);
        await repository.rememberDeletion(tx, 'category', code);
        await auditDeleted(tx, actor, entity.category, code, before);
      }),

    createType: (body: TypeBody, actor: Actor) =>
      write(async (tx) => {
        await checkCategoryExists(tx, body.categoryCode);
        if (await repository.typeCodeTaken(tx, body.code))
          throw fieldRefused('code', withParams(M.codeTaken, { code: body.code }));
        const row = await repository.insertCatalogueType(tx, typeValues(body));
        await auditCreated(tx, actor, entity.type, row.id, typeValues(body));
        return typeOf(tx, row.id);
      }),

    /**
     * A type's code stays once an application uses it (files and reports name it). A new report
     * or due field reaches the documents already filed under it.
     */
    updateType: (id: string, body: TypeBody, actor: Actor) =>
      write(async (tx) => {
        const found = await repository.findCatalogueType(tx, id);
        if (!found) throw new NotFound();
        const { type: before, inUse } = found;
        if (body.code !== before.code) {
          if (inUse) throw fieldRefused('code', withParams(M.codeLocked, { title: before.title }));
          if (await repository.typeCodeTaken(tx, body.code))
            throw fieldRefused('code', withParams(M.codeTaken, { code: body.code }));
        }
        await checkCategoryExists(tx, body.categoryCode);
        await repository.updateCatalogueType(tx, id, typeValues(body));
        if (body.dueField !== before.dueField)
          await repository.refreshDueDates(tx, id, body.dueField);
        // The report pages list a type's documents by its report and due date.
        if (body.dueField !== before.dueField || body.report !== before.report)
          await syncTypeItems(tx, id);
        await auditUpdated(tx, actor, entity.type, id, before, { ...before, ...typeValues(body) });
        return typeOf(tx, id);
      }),

    /** A type an application's file or deferral names is refused as in use: retire it instead. */
    removeType: (id: string, actor: Actor) =>
      write(async (tx) => {
        const found = await repository.findCatalogueType(tx, id);
        if (!found) throw new NotFound();
        if (found.inUse) throw new Conflict(REQUEST_MESSAGES.inUse);
        await repository.deleteCatalogueType(tx, id);
        await repository.rememberDeletion(tx, 'type', found.type.code);
        await auditDeleted(tx, actor, entity.type, id, found.type);
      }),
  };
};

export type DocumentCatalogueService = ReturnType<typeof createDocumentCatalogueService>;
