import {
  DEBITUR_PHOTO_CATEGORY,
  type Debitur,
  type DebiturType,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { NotFound } from '../../core/errors';
import {
  storedFileValues,
  type FileServiceDeps,
  type StoredUpload,
} from '../../kit/streamed-upload';
import { auditChange } from '../../kit/audited-write';
import { auditedDownload } from '../../plugins/audit/audit.repository';
import { DEBITUR_AUDIT_ACTIONS } from '@creditdesk/domain/debiturs/debitur-audit.labels';
import {
  checkFiles,
  createDebiturFileStore,
  DEBITUR_FILE_RULES,
  type DebiturUpload,
} from './debitur-files';
import * as filesRepository from './debitur-files.repository';
import * as repository from './debiturs.repository';

/** Saves stored uploads as rows; a document replaces its category's file, photos add up. */
export const saveDebiturFiles = async (
  tx: Executor,
  debiturId: string,
  stored: (DebiturUpload & { storageKey: string })[],
  actor: Actor,
) => {
  const replacedKeys: string[] = [];
  for (const file of stored) {
    if (file.category !== DEBITUR_PHOTO_CATEGORY) {
      const replaced = await filesRepository.deleteFilesOfCategory(tx, debiturId, file.category);
      replacedKeys.push(...replaced.map((row) => row.storageKey));
    }
    await filesRepository.insertDebiturFile(tx, {
      debiturId,
      category: file.category,
      ...storedFileValues(file),
      createdBy: actor.userId,
    });
    await auditChange(tx, actor, {
      entity: 'debitur',
      entityId: debiturId,
      action: DEBITUR_AUDIT_ACTIONS.fileUploaded,
      after: { category: file.category, name: file.name },
    });
  }
  return replacedKeys;
};

/**
 * A debitur's files: uploads after the debitur exists, removal, and audited downloads. Each
 * change answers the debitur as `getDebitur` reads it.
 */
export const createDebiturFilesService = ({
  db,
  storage,
  log,
  getDebitur,
}: FileServiceDeps & { getDebitur: (id: string, actor: Actor) => Promise<Debitur> }) => {
  const files = createDebiturFileStore(storage, log);

  /** A stored file's bytes, after its download is written to the audit log. */
  const download = async (row: repository.DebiturFileRow | undefined, actor: Actor) => {
    const stream = row ? await files.get(row.storageKey) : undefined;
    if (!row || !stream) throw new NotFound();
    await auditedDownload(db, stream, actor, {
      entity: 'debitur-file',
      entityId: row.id,
      after: { debiturId: row.debiturId, category: row.category, name: row.name },
    });
    return { file: row, stream };
  };

  return {
    async putFiles(id: string, received: StoredUpload[], actor: Actor) {
      const scope = await actor.branchScope(db);
      const current = await repository.findDebiturRecord(db, id, scope);
      if (!current) throw new NotFound();
      const uploads = checkFiles(current.debitur.type as DebiturType, received, DEBITUR_FILE_RULES);
      const replacedKeys = await db.transaction(async (tx) => {
        if (!(await repository.findDebiturForUpdate(tx, id, scope))) throw new NotFound();
        const replaced = await saveDebiturFiles(tx, id, uploads, actor);
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
        const file = await filesRepository.deleteDebiturFile(tx, id, fileId);
        if (!file) throw new NotFound();
        await repository.updateDebitur(tx, id, {});
        await auditChange(tx, actor, {
          entity: 'debitur',
          entityId: id,
          action: DEBITUR_AUDIT_ACTIONS.fileRemoved,
          before: { category: file.category, name: file.name },
          after: { category: file.category, name: file.name },
        });
        return file;
      });
      await files.discard([removed.storageKey]);
      return getDebitur(id, actor);
    },

    /** The newest photo of a debitur, streamed from storage; the download is audited. */
    async photo(id: string, actor: Actor) {
      const scope = await actor.branchScope(db);
      return download(
        await filesRepository.newestPhoto(db, id, DEBITUR_PHOTO_CATEGORY, scope),
        actor,
      );
    },

    /** A debitur file, streamed from storage; the download is audited. */
    async file(fileId: string, actor: Actor) {
      return download(
        await filesRepository.findDebiturFile(db, fileId, await actor.branchScope(db)),
        actor,
      );
    },
  };
};
export type DebiturFilesService = ReturnType<typeof createDebiturFilesService>;
