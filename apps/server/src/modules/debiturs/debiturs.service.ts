import { z } from 'zod';
import {
  DEBITUR_MESSAGES,
  DEBITUR_PHOTO_CATEGORY,
  type Debitur,
  type DebiturAuditEntry,
  type DebiturData,
  type DebiturListQuery,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import type { Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { inBranchScope, type BranchScope } from '../../core/branch-scope';
import { Conflict, Invalid, NotFound } from '../../core/errors';
import type { FileServiceDeps, StoredUpload } from '../../kit/streamed-upload';
import { EXPORT_BATCH_ROWS, type ExportRows } from '../../kit/table-export';
import { changedFields } from '../../plugins/audit/audit-diff';
import { auditChange } from '../../kit/audited-write';
import { DEBITUR_AUDIT_ACTIONS } from '@creditdesk/domain/debiturs/debitur-audit.labels';
import { changedFieldsOf, describeAudit, fileCategoryOf, nameAtTime } from './audit-trail';
import {
  checkFiles,
  createDebiturFileStore,
  DEBITUR_FILE_RULES,
  debiturFileParts,
  debiturFileRules,
  withDebiturForm,
  type DebiturUpload,
} from './debitur-files';
import { saveDebiturFiles } from './debitur-files.service';
import { auditView, columnsOf, dataObject, parseDebiturData, toDebitur } from './debiturs.mapper';
import * as auditRepository from './debitur-audit.repository';
import * as filesRepository from './debitur-files.repository';
import * as listRepository from './debitur-list.repository';
import * as repository from './debiturs.repository';

/**
 * The debitur form as the credit application wizard takes a new debitur with it: the file parts
 * of the route's schema, the upload rules, the reading of the form, and the checks of its data
 * and files.
 */
export const debiturForm = {
  fileParts: debiturFileParts,
  fileRules: debiturFileRules,
  read: withDebiturForm,
  parseData: parseDebiturData,
  checkFiles,
};

export const createDebitursService = ({ db, storage, log }: FileServiceDeps) => {
  const files = createDebiturFileStore(storage, log);
  const uuid = z.uuid();

  /** Debiturs of the answer in the order of `ids`, with their files: both read by id, side by side. */
  const debitursByIds = async (ids: string[]) => {
    const [rows, byDebitur] = await Promise.all([
      repository.debiturRecordsByIds(db, ids),
      filesRepository.filesOfDebiturs(db, ids),
    ]);
    return rows.map((row) => toDebitur(row, byDebitur.get(row.debitur.id)));
  };

  /** Outside the actor's area a debitur does not exist: 404 like an unknown id. */
  const getDebitur = async (id: string, actor: Actor) => {
    const record = await repository.findDebiturRecord(db, id, await actor.branchScope(db));
    if (!record) throw new NotFound();
    const byDebitur = await filesRepository.filesOfDebiturs(db, [id]);
    return toDebitur(record, byDebitur.get(id));
  };

  /**
   * The branch must be one of the group's, and of the actor's area; malformed ids count as not
   * selected.
   */
  const checkArea = async (tx: Executor, data: DebiturData, scope: BranchScope) => {
    if (!uuid.safeParse(data.relatedGroup).success)
      throw new Invalid(DEBITUR_MESSAGES.relatedGroupRequired, [
        { path: 'relatedGroup', message: DEBITUR_MESSAGES.relatedGroupRequired },
      ]);
    if (
      !uuid.safeParse(data.relatedBranch).success ||
      !(await repository.branchBelongsToGroup(tx, data.relatedBranch, data.relatedGroup))
    ) {
      const message = uuid.safeParse(data.relatedBranch).success
        ? DEBITUR_MESSAGES.branchNotInGroup
        : DEBITUR_MESSAGES.relatedBranchRequired;
      throw new Invalid(message, [{ path: 'relatedBranch', message }]);
    }
    if (!inBranchScope(scope, data.relatedBranch))
      throw new Invalid(DEBITUR_MESSAGES.branchOutsideArea, [
        { path: 'relatedBranch', message: DEBITUR_MESSAGES.branchOutsideArea },
      ]);
  };

  /**
   * Writes a new debitur and its already stored files inside the caller's transaction (also used
   * by a credit application that brings a new debitur); answers its id.
   */
  const createInTransaction = async (
    tx: Executor,
    data: DebiturData,
    stored: (DebiturUpload & { storageKey: string })[],
    actor: Actor,
  ) => {
    await checkArea(tx, data, await actor.branchScope(tx));
    const created = await repository.insertDebitur(tx, {
      ...columnsOf(data),
      createdBy: actor.userId,
    });
    await auditChange(tx, actor, {
      entity: 'debitur',
      entityId: created.id,
      action: DEBITUR_AUDIT_ACTIONS.created,
      after: auditView(created),
    });
    await saveDebiturFiles(tx, created.id, stored, actor);
    return created.id;
  };

  return {
    createInTransaction,

    async list(query: DebiturListQuery, actor: Actor) {
      const { rows, total, totalCapped } = await listRepository.listDebiturs(
        db,
        query,
        await actor.branchScope(db),
        debitursByIds,
      );
      return { data: rows, total, totalCapped };
    },

    /**
     * The rows of an export (an export query): the ids of the whole list first (refused past the
     * cap before any record is read), then their records a batch at a time.
     */
    async exportRows(query: DebiturListQuery, actor: Actor): Promise<ExportRows<Debitur>> {
      const ids = await listRepository.wholeListIds(db, query, await actor.branchScope(db));
      return {
        count: ids.length,
        batches: (async function* () {
          for (let start = 0; start < ids.length; start += EXPORT_BATCH_ROWS)
            yield await debitursByIds(ids.slice(start, start + EXPORT_BATCH_ROWS));
        })(),
      };
    },

    get: getDebitur,

    /** Each debitur's photos, oldest first: credit applications show them beside their debitur. */
    async photosOf(executor: Executor, debiturIds: string[]) {
      const byDebitur = await filesRepository.filesOfDebiturs(executor, debiturIds);
      return (id: string | null) =>
        id
          ? (byDebitur.get(id) ?? []).filter((file) => file.category === DEBITUR_PHOTO_CATEGORY)
          : [];
    },

    /** `received` are in storage already; the route removes them if this does not commit. */
    async create(data: DebiturData, received: StoredUpload[], actor: Actor) {
      const uploads = checkFiles(data.type, received, DEBITUR_FILE_RULES);
      const id = await db.transaction((tx) => createInTransaction(tx, data, uploads, actor));
      return getDebitur(id, actor);
    },

    /** `raw` is the form data as sent; its type may be left out but never changed. */
    async update(id: string, raw: unknown, actor: Actor) {
      const scope = await actor.branchScope(db);
      const current = await repository.findDebiturRecord(db, id, scope);
      if (!current) throw new NotFound();
      const object = dataObject(raw);
      if (object.type !== undefined && object.type !== current.debitur.type)
        throw new Invalid(DEBITUR_MESSAGES.typeLocked, [
          { path: 'type', message: DEBITUR_MESSAGES.typeLocked },
        ]);
      const data = parseDebiturData(object, current.debitur.type);
      await db.transaction(async (tx) => {
        const before = await repository.findDebiturForUpdate(tx, id, scope);
        if (!before) throw new NotFound();
        await checkArea(tx, data, scope);
        const after = await repository.updateDebitur(tx, id, columnsOf(data), data.version);
        if (!after) throw new Conflict(REQUEST_MESSAGES.staleRecord);
        await auditChange(tx, actor, {
          entity: 'debitur',
          entityId: id,
          action: DEBITUR_AUDIT_ACTIONS.updated,
          ...changedFields(auditView(before), auditView(after)),
        });
      });
      return getDebitur(id, actor);
    },

    async archive(id: string, isArchive: boolean, actor: Actor) {
      const scope = await actor.branchScope(db);
      await db.transaction(async (tx) => {
        const before = await repository.findDebiturForUpdate(tx, id, scope);
        if (!before) throw new NotFound();
        if (before.isArchive === isArchive) return;
        await repository.updateDebitur(tx, id, { isArchive });
        await auditChange(tx, actor, {
          entity: 'debitur',
          entityId: id,
          action: isArchive ? DEBITUR_AUDIT_ACTIONS.archived : DEBITUR_AUDIT_ACTIONS.unarchived,
          before: { isArchive: before.isArchive },
          after: { isArchive },
        });
      });
      return getDebitur(id, actor);
    },

    async remove(id: string, actor: Actor) {
      const scope = await actor.branchScope(db);
      const keys = await db.transaction(async (tx) => {
        if (!(await repository.findDebiturForUpdate(tx, id, scope))) throw new NotFound();
        const stored = (await filesRepository.filesOfDebiturs(tx, [id])).get(id) ?? [];
        const deleted = await repository.deleteDebitur(tx, id);
        if (!deleted) throw new NotFound();
        await auditChange(tx, actor, {
          entity: 'debitur',
          entityId: id,
          action: DEBITUR_AUDIT_ACTIONS.deleted,
          before: auditView(deleted),
        });
        return stored.map((file) => file.storageKey);
      });
      await files.discard(keys);
    },

    async auditTrail(query: ListQuery, actor: Actor) {
      const { rows, total, totalCapped } = await auditRepository.listDebiturAudit(
        db,
        query,
        await actor.branchScope(db),
      );
      const history = await auditRepository.nameHistory(db, [
        ...new Set(rows.map((row) => row.log.entityId)),
      ]);
      const data: DebiturAuditEntry[] = rows.map(({ log: row, actorName }) => ({
        _id: row.id,
        debiturId: row.entityId,
        debiturName: nameAtTime(history, row),
        description: describeAudit(row.action, row.after),
        action: row.action,
        fields: changedFieldsOf(row.action, row.after),
        fileCategory: fileCategoryOf(row.action, row.after),
        actor: row.actorId ? { _id: row.actorId, name: actorName ?? '-' } : null,
        created: row.createdAt.toISOString(),
      }));
      return { data, total, totalCapped };
    },
  };
};
export type DebitursService = ReturnType<typeof createDebitursService>;
