import { documentsRefusal } from '@creditdesk/domain/credit-applications/credit-application-rules';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import {
  checkMetadata,
  DOCUMENT_MESSAGES as M,
  documentUpdatesFieldSchema,
  documentUploadFieldSchema,
} from '@creditdesk/domain/documents/documents.schemas';
import type { Actor } from '../../plugins/actor';
import { invalidFields, NotFound, parseInput, refuse } from '../../core/errors';
import { withParams } from '@creditdesk/domain/shared/message-index';
import {
  discardStored,
  keepIfCommitted,
  type FileServiceDeps,
  type StoredUpload,
} from '../../kit/streamed-upload';
import { syncReportItems } from '../reports/report-items.service';
import {
  applicationState,
  createCreditApplicationsService,
} from '../credit-applications/credit-applications.service';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { closeDeferralOnUpload } from './document-deferral-writes';
import { createDocumentDeferralsService } from './document-deferrals.service';
import { createDocumentFilesService } from './document-files.service';
import { createDocumentReviewService } from './document-review.service';
import { findFileType } from './application-catalogue';
import { documentAudit, dueDateOf, sameMetadata, statusDocumentFor } from './document-rules';
import * as types from './document-types.repository';
import { resolveUploadType } from './document-upload-type';
import { readDocumentStructure } from './document-structure';
import { recordDocumentChange, uploadedDocumentView, versionOf } from './document-writes';
import * as repository from './documents.repository';
import * as timeline from './document-timeline.repository';
import * as fileVersions from './document-versions.repository';

/** `now` is the clock of date-only rules (tests pin it); the bank's calendar reads it. */
export const createDocumentsService = ({
  db,
  storage,
  log,
  now = () => new Date(),
}: FileServiceDeps & { now?: () => Date }) => {
  const applications = createCreditApplicationsService({ db, storage, log });
  const fileReads = createDocumentFilesService({ db, storage, applications });

  /** Runs `work`; if it fails, the files it was given (or stored itself) leave storage again. */
  const withCleanup = <T>(
    files: StoredUpload[],
    work: (track: (file: StoredUpload) => void) => Promise<T>,
  ) => {
    const stored = [...files];
    return keepIfCommitted(storage, log, stored, () => work((file) => stored.push(file)));
  };

  return {
    /** The document tree of an application (`list-document`). */
    structure: (applicationId: string, actor: Actor) =>
      readDocumentStructure(db, applicationId, actor),

    /** Adds one document: a streamed file or a copy of an earlier file of the debitur. */
    async upload(fields: Record<string, string>, files: StoredUpload[], actor: Actor) {
      return withCleanup(files, async (track) => {
        const data = parseInput(documentUploadFieldSchema, fields.data, 'data');
        const application = await applications.get(data.creditApplication, actor);
        refuse(documentsRefusal(application, actor.userId));
        const uploaded = data.documents[0]?.uploadedDocuments[0];
        let file = files.find((candidate) => candidate.field === 'file');
        if (!file && uploaded?.fileId) {
          file = await fileReads.copyEarlierFile(application.debitur?._id, uploaded.fileId);
          track(file);
        }
        const result = await db.transaction(async (tx) => {
          const locked = await applications.lockForChange(tx, application._id, actor);
          refuse(documentsRefusal(applicationState(locked), actor.userId));
          const type = await resolveUploadType(
            tx,
            { id: locked.id, debiturType: locked.type as DebiturType },
            data,
            actor,
          );
          const { metadata, issues } = checkMetadata(type.formMetaData, uploaded?.metadata ?? {});
          if (!file) issues.push({ path: 'file', message: M.fileRequired });
          if (issues.length > 0 || !file) throw invalidFields(issues);
          const document = await repository.insertDocument(tx, {
            applicationId: locked.id,
            typeId: type.id,
            debiturId: locked.debiturId,
            metadata,
            dueDate: dueDateOf(type, metadata),
            statusDocument: statusDocumentFor(locked.status),
            createdBy: actor.userId,
          });
          await fileVersions.insertVersion(tx, versionOf(document.id, file, actor));
          await recordDocumentChange(tx, actor, {
            applicationId: locked.id,
            documentId: document.id,
            event: 'document-added',
            detail: `${type.title}: ${file.name}`,
            action: 'created',
            after: documentAudit(document, type, file),
          });
          await closeDeferralOnUpload(
            tx,
            actor,
            {
              applicationId: locked.id,
              typeId: type.id,
              typeTitle: type.title,
              documentId: document.id,
            },
            businessToday(undefined, now()),
          );
          await syncReportItems(tx, locked.id);
          return { document, type };
        });
        return {
          creditApplication: application._id,
          category: result.type.categoryCode,
          type: { _id: result.type.id, code: result.type.code, title: result.type.title },
          file: await uploadedDocumentView(db, application._id, result.document.id),
        };
      });
    },

    /** Metadata edits, file replacements (the earlier file stays a version) and renames. */
    async update(
      applicationId: string,
      fields: Record<string, unknown>,
      files: StoredUpload[],
      actor: Actor,
    ) {
      return withCleanup(files, async () => {
        const updates = parseInput(documentUpdatesFieldSchema, fields.updates, 'updates');
        const application = await applications.get(applicationId, actor);
        refuse(documentsRefusal(application, actor.userId));
        const filesByField = new Map(files.map((file) => [file.field, file]));
        const used = new Set<string>();
        const changed = await db.transaction(async (tx) => {
          const locked = await applications.lockForChange(tx, applicationId, actor);
          refuse(documentsRefusal(applicationState(locked), actor.userId));
          const documentIds: string[] = [];
          for (const [index, entry] of updates.entries()) {
            const at = (path: string) => `updates.${index}.${path}`;
            const document = await repository.findDocument(tx, {
              applicationId,
              typeId: entry.typeId,
              documentId: entry.fileId,
            });
            const type = document
              ? await findFileType(tx, applicationId, { id: entry.typeId })
              : undefined;
            if (!document || !type)
              throw invalidFields([{ path: at('fileId'), message: M.fileUnknown }]);
            if (entry.type !== undefined && type.applicationId === null)
              throw invalidFields([{ path: at('type'), message: M.typeNotRenamable }]);
            const { metadata, issues } = checkMetadata(type.formMetaData, entry.metadata);
            const file = entry.replaceFile ? filesByField.get(entry.fileField ?? '') : undefined;
            if (entry.replaceFile && !file) issues.push({ path: 'file', message: M.fileRequired });
            if (issues.length > 0)
              throw invalidFields(issues.map((issue) => ({ ...issue, path: at(issue.path) })));
            if (file) used.add(file.field);
            const renamed = entry.type !== undefined && entry.type !== type.title;
            const edited = !sameMetadata(document.metadata, metadata);
            if (!renamed && !edited && !file) continue;
            const [current] = await fileVersions.versionsOfDocuments(tx, [document.id]);
            const title = entry.type ?? type.title;
            if (renamed) await types.renameType(tx, type.id, title);
            await repository.updateDocument(tx, document.id, {
              metadata,
              dueDate: dueDateOf(type, metadata),
              ...(file ? { statusDocument: statusDocumentFor(locked.status) } : {}),
            });
            if (file) await fileVersions.insertVersion(tx, versionOf(document.id, file, actor));
            const now = file ?? current?.version;
            await recordDocumentChange(tx, actor, {
              applicationId,
              documentId: document.id,
              event: file ? 'document-replaced' : 'document-updated',
              detail: `${title}: ${now?.name ?? ''}`,
              action: file ? 'replaced' : 'updated',
              before: {
                ...documentAudit(document, type, current?.version ?? { name: '', sha256: '' }),
                title: type.title,
              },
              after: {
                ...documentAudit({ ...document, metadata }, type, now ?? { name: '', sha256: '' }),
                title,
              },
            });
            documentIds.push(document.id);
          }
          if (documentIds.length) await syncReportItems(tx, locked.id);
          const unused = files.find((file) => !used.has(file.field));
          if (unused)
            throw invalidFields([
              {
                path: unused.field,
                message: withParams(M.fileNotUsed, { field: unused.field }),
              },
            ]);
          return documentIds;
        });
        return {
          id: applicationId,
          files: await Promise.all(
            [...new Set(changed)].map((documentId) =>
              uploadedDocumentView(db, applicationId, documentId),
            ),
          ),
        };
      });
    },

    /**
     * Removes a document. Before the application was ever submitted it goes with its versions
     * and their bytes (an own type leaves with its last file); from Submit on it only leaves the
     * current set, and every version stays.
     */
    async remove(applicationId: string, typeId: string, documentId: string, actor: Actor) {
      const application = await applications.get(applicationId, actor);
      refuse(documentsRefusal(application, actor.userId));
      const keys = await db.transaction(async (tx) => {
        const locked = await applications.lockForChange(tx, applicationId, actor);
        refuse(documentsRefusal(applicationState(locked), actor.userId));
        const document = await repository.findDocument(tx, { applicationId, typeId, documentId });
        const type = document ? await findFileType(tx, applicationId, { id: typeId }) : undefined;
        if (!document || !type) throw new NotFound();
        const versions = await fileVersions.versionsOfDocuments(tx, [document.id]);
        const current = versions[0]?.version ?? { name: '', sha256: '' };
        const keepsVersions = await timeline.wasSubmitted(tx, applicationId);
        let storageKeys: string[] = [];
        if (keepsVersions) await repository.markDocumentRemoved(tx, document.id, actor.userId);
        else {
          storageKeys = await fileVersions.storageKeysOfDocument(tx, document.id);
          await repository.deleteDocument(tx, document.id);
          if (
            type.applicationId !== null &&
            (await repository.countDocumentsOfType(tx, type.id)) === 0
          )
            await types.deleteType(tx, type.id);
        }
        await recordDocumentChange(tx, actor, {
          applicationId,
          documentId: document.id,
          event: 'document-removed',
          detail: `${type.title}: ${current.name}`,
          action: keepsVersions ? 'removed' : 'deleted',
          before: documentAudit(document, type, current),
          ...(keepsVersions
            ? { after: { removed: true, keptVersions: versions.map(({ version }) => version.id) } }
            : {}),
        });
        await syncReportItems(tx, applicationId);
        return storageKeys;
      });
      await discardStored(storage, keys, log);
    },

    download: fileReads.download,
    earlierFiles: fileReads.earlierFiles,
    ...createDocumentReviewService({ db, applications }),
    deferrals: createDocumentDeferralsService({ db, applications, now }),
  };
};
export type DocumentsService = ReturnType<typeof createDocumentsService>;
