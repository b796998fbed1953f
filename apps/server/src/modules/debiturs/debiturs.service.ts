import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  DEBITUR_MESSAGES,
  DEBITUR_PHOTO_CATEGORY,
  debiturDataSchema,
  type Debitur,
  type DebiturAuditEntry,
  type DebiturData,
  type DebiturListQuery,
  type DebiturType,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { STALE_RECORD_MESSAGE, type ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { inBranchScope, type BranchScope } from '../../lib/branch-scope';
import { Conflict, Invalid, NotFound, parseInput } from '../../lib/errors';
import type { StoredUpload } from '../../lib/streamed-upload';
import { refuseNul } from '../../lib/input-guard';
import type { Storage } from '../../plugins/storage';
import { changedFields } from '../audit/audit-diff';
import { auditedDownload, recordAudit } from '../audit/audit.repository';
import { DEBITUR_AUDIT_ACTIONS, describeAudit, nameAtTime } from './audit-trail';
import {
  checkFiles,
  createDebiturFileStore,
  DEBITUR_FILE_RULES,
  type DebiturUpload,
} from './debitur-files';
import * as repository from './debiturs.repository';

/** The contract has no text for this rule; it is the server's own answer. */

const uuid = z.uuid();

const toDebitur = (
  record: repository.DebiturRecord,
  files: repository.DebiturFileRow[] = [],
): Debitur => {
  const row = record.debitur;
  return {
    _id: row.id,
    type: row.type as DebiturType,
    email: row.email,
    address: row.address,
    relatedGroup: { _id: row.relatedGroupId, groupName: record.groupName },
    relatedBranch: { _id: row.relatedBranchId, branchName: record.branchName },
    isArchive: row.isArchive,
    uploadFile: files
      .filter((file) => file.category !== DEBITUR_PHOTO_CATEGORY)
      .map((file) => ({ _id: file.id, name: file.name, category: file.category })),
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    phoneNumber: row.phoneNumber,
    maritalStatus: row.maritalStatus,
    idNumber: row.idNumber,
    debiturPhoto: files
      .filter((file) => file.category === DEBITUR_PHOTO_CATEGORY)
      .map((file) => ({ _id: file.id, name: file.name })),
    companyName: row.companyName,
    organizerName: row.organizerName,
    telephoneNumber: row.telephoneNumber,
    budget: row.budget === null ? null : { $numberDecimal: row.budget },
    npwp: row.npwp,
    nib: row.nib,
    shareHolder: row.shareHolder,
    permit: row.permit,
    createdBy: row.createdBy ? { _id: row.createdBy, name: record.createdByName ?? '-' } : null,
    version: row.version,
    created: row.createdAt.toISOString(),
    modified: row.updatedAt.toISOString(),
  };
};

/** The columns of a debitur from its form data; the other type's columns stay null. */
const columnsOf = (data: DebiturData): repository.DebiturValues => {
  const common = {
    type: data.type,
    email: data.email ?? null,
    address: data.address,
    relatedGroupId: data.relatedGroup,
    relatedBranchId: data.relatedBranch,
  };
  const empty = {
    fullName: null,
    dateOfBirth: null,
    phoneNumber: null,
    maritalStatus: null,
    idNumber: null,
    companyName: null,
    organizerName: null,
    telephoneNumber: null,
    budget: null,
    npwp: null,
    nib: null,
    shareHolder: null,
    permit: null,
  };
  if (data.type === 'Personal') {
    return {
      ...empty,
      ...common,
      fullName: data.fullName,
      dateOfBirth: data.dateOfBirth,
      phoneNumber: data.phoneNumber,
      maritalStatus: data.maritalStatus,
      idNumber: data.idNumber,
    };
  }
  return {
    ...empty,
    ...common,
    companyName: data.companyName,
    organizerName: data.organizerName,
    telephoneNumber: data.telephoneNumber,
    budget: data.budget,
    npwp: data.npwpText,
    nib: data.nibText,
    shareHolder: data.shareHolder,
    permit: data.permit,
  };
};

/** What the audit trail keeps of a debitur: its fields by their API names, without nulls. */
const auditView = (row: repository.DebiturRow) => {
  const view: Record<string, unknown> = {
    type: row.type,
    email: row.email,
    address: row.address,
    relatedGroup: row.relatedGroupId,
    relatedBranch: row.relatedBranchId,
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    phoneNumber: row.phoneNumber,
    maritalStatus: row.maritalStatus,
    idNumber: row.idNumber,
    companyName: row.companyName,
    organizerName: row.organizerName,
    telephoneNumber: row.telephoneNumber,
    budget: row.budget,
    npwp: row.npwp,
    nib: row.nib,
    shareHolder: row.shareHolder,
    permit: row.permit,
  };
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== null));
};

/** The `data` of a debitur form as an object: a JSON string (multipart) or the JSON body itself. */
export const dataObject = (raw: unknown): Record<string, unknown> => {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new Invalid(DEBITUR_MESSAGES.dataNotObject, [
        { path: 'data', message: DEBITUR_MESSAGES.dataNotObject },
      ]);
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};

/**
 * Validates the form data; `type` (the form's own field or the stored type) decides the rules.
 * The data may have arrived as JSON inside a multipart field, where a NUL is still the escape text \u0000
 * when the field is read, so it is looked for again here.
 */
export const parseDebiturData = (object: Record<string, unknown>, type: unknown): DebiturData => {
  refuseNul(object);
  return parseInput(
    debiturDataSchema,
    type === undefined || type === '' ? object : { ...object, type },
  );
};

export const createDebitursService = ({
  db,
  storage,
  log,
}: {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}) => {
  const files = createDebiturFileStore(storage, log);

  /** A stored file's bytes, after its download is written to the audit log. */
  const download = async (row: repository.DebiturFileRow | undefined, actor: Actor) => {
    const stream = row ? await files.get(row.storageKey) : undefined;
    if (!row || !stream) throw new NotFound();
    await auditedDownload(db, stream, {
      actorId: actor.userId,
      entity: 'debitur-file',
      entityId: row.id,
      after: { debiturId: row.debiturId, category: row.category, name: row.name },
      requestId: actor.requestId,
    });
    return { row, stream };
  };

  /** Outside the actor's area a debitur does not exist: 404 like an unknown id. */
  const getDebitur = async (id: string, actor: Actor) => {
    const record = await repository.findDebiturRecord(db, id, await actor.branchScope(db));
    if (!record) throw new NotFound();
    const byDebitur = await repository.filesOfDebiturs(db, [id]);
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

  /** Saves stored uploads as rows; a document replaces its category's file, photos add up. */
  const saveFiles = async (
    tx: Executor,
    debiturId: string,
    stored: (DebiturUpload & { storageKey: string })[],
    actor: Actor,
  ) => {
    const replacedKeys: string[] = [];
    for (const file of stored) {
      if (file.category !== DEBITUR_PHOTO_CATEGORY) {
        const replaced = await repository.deleteFilesOfCategory(tx, debiturId, file.category);
        replacedKeys.push(...replaced.map((row) => row.storageKey));
      }
      await repository.insertDebiturFile(tx, {
        debiturId,
        category: file.category,
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        storageKey: file.storageKey,
        createdBy: actor.userId,
      });
      await recordAudit(tx, {
        actorId: actor.userId,
        entity: 'debitur',
        entityId: debiturId,
        action: DEBITUR_AUDIT_ACTIONS.fileUploaded,
        after: { category: file.category, name: file.name },
        requestId: actor.requestId,
      });
    }
    return replacedKeys;
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
    await recordAudit(tx, {
      actorId: actor.userId,
      entity: 'debitur',
      entityId: created.id,
      action: DEBITUR_AUDIT_ACTIONS.created,
      after: auditView(created),
      requestId: actor.requestId,
    });
    await saveFiles(tx, created.id, stored, actor);
    return created.id;
  };

  return {
    createInTransaction,

    async list(query: DebiturListQuery, actor: Actor) {
      const { rows, total } = await repository.listDebiturs(db, query, await actor.branchScope(db));
      const byDebitur = await repository.filesOfDebiturs(
        db,
        rows.map((row) => row.debitur.id),
      );
      return { data: rows.map((row) => toDebitur(row, byDebitur.get(row.debitur.id))), total };
    },

    get: getDebitur,

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
        if (!after) throw new Conflict(STALE_RECORD_MESSAGE);
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: 'debitur',
          entityId: id,
          action: DEBITUR_AUDIT_ACTIONS.updated,
          ...changedFields(auditView(before), auditView(after)),
          requestId: actor.requestId,
        });
      });
      return getDebitur(id, actor);
    },

    async putFiles(id: string, received: StoredUpload[], actor: Actor) {
      const scope = await actor.branchScope(db);
      const current = await repository.findDebiturRecord(db, id, scope);
      if (!current) throw new NotFound();
      const uploads = checkFiles(current.debitur.type as DebiturType, received, DEBITUR_FILE_RULES);
      const replacedKeys = await db.transaction(async (tx) => {
        if (!(await repository.findDebiturForUpdate(tx, id, scope))) throw new NotFound();
        const replaced = await saveFiles(tx, id, uploads, actor);
        await repository.updateDebitur(tx, id, {});
        return replaced;
      });
      await files.discard(replacedKeys);
      return getDebitur(id, actor);
    },

    async removeFile(id: string, fileId: string, actor: Actor) {
      const scope = await actor.branchScope(db);
      const removed = await db.transaction(async (tx) => {
        if (!(await repository.findDebiturForUpdate(tx, id, scope))) throw new NotFound();
        const file = await repository.deleteDebiturFile(tx, id, fileId);
        if (!file) throw new NotFound();
        await repository.updateDebitur(tx, id, {});
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: 'debitur',
          entityId: id,
          action: DEBITUR_AUDIT_ACTIONS.fileRemoved,
          before: { category: file.category, name: file.name },
          after: { category: file.category, name: file.name },
          requestId: actor.requestId,
        });
        return file;
      });
      await files.discard([removed.storageKey]);
      return getDebitur(id, actor);
    },

    async archive(id: string, isArchive: boolean, actor: Actor) {
      const scope = await actor.branchScope(db);
      await db.transaction(async (tx) => {
        const before = await repository.findDebiturForUpdate(tx, id, scope);
        if (!before) throw new NotFound();
        if (before.isArchive === isArchive) return;
        await repository.updateDebitur(tx, id, { isArchive });
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: 'debitur',
          entityId: id,
          action: isArchive ? DEBITUR_AUDIT_ACTIONS.archived : DEBITUR_AUDIT_ACTIONS.unarchived,
          before: { isArchive: before.isArchive },
          after: { isArchive },
          requestId: actor.requestId,
        });
      });
      return getDebitur(id, actor);
    },

    async remove(id: string, actor: Actor) {
      const scope = await actor.branchScope(db);
      const keys = await db.transaction(async (tx) => {
        if (!(await repository.findDebiturForUpdate(tx, id, scope))) throw new NotFound();
        const stored = (await repository.filesOfDebiturs(tx, [id])).get(id) ?? [];
        const deleted = await repository.deleteDebitur(tx, id);
        if (!deleted) throw new NotFound();
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: 'debitur',
          entityId: id,
          action: DEBITUR_AUDIT_ACTIONS.deleted,
          before: auditView(deleted),
          requestId: actor.requestId,
        });
        return stored.map((file) => file.storageKey);
      });
      await files.discard(keys);
    },

    /** The newest photo of a debitur, streamed from storage; the download is audited. */
    async photo(id: string, actor: Actor) {
      const scope = await actor.branchScope(db);
      return download(await repository.newestPhoto(db, id, DEBITUR_PHOTO_CATEGORY, scope), actor);
    },

    /** A debitur file, streamed from storage; the download is audited. */
    async file(fileId: string, actor: Actor) {
      return download(
        await repository.findDebiturFile(db, fileId, await actor.branchScope(db)),
        actor,
      );
    },

    async auditTrail(query: ListQuery, actor: Actor) {
      const { rows, total } = await repository.listDebiturAudit(
        db,
        query,
        await actor.branchScope(db),
      );
      const history = await repository.nameHistory(db, [
        ...new Set(rows.map((row) => row.log.entityId)),
      ]);
      const data: DebiturAuditEntry[] = rows.map(({ log: row, actorName }) => ({
        _id: row.id,
        debiturId: row.entityId,
        debiturName: nameAtTime(history, row),
        description: describeAudit(row.action, row.after),
        action: row.action,
        actor: row.actorId ? { _id: row.actorId, name: actorName ?? '-' } : null,
        created: row.createdAt.toISOString(),
      }));
      return { data, total };
    },
  };
};
export type DebitursService = ReturnType<typeof createDebitursService>;
