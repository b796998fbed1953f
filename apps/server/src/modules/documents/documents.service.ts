import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  isCreator,
  showsDocuments,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import {
  DEFAULT_META,
  DOCUMENT_TYPES_BY_CODE,
  mandatoryTypeCodes,
  OTHER_DOCUMENTS_CATEGORY,
} from '@creditdesk/domain/documents/document-catalogue';
import {
  checkMetadata,
  DOCUMENT_MESSAGES as M,
  documentUpdatesFieldSchema,
  documentUploadFieldSchema,
  type ApprovalBody,
  type DocumentMetadata,
  type DocumentUploadData,
  type EarlierFile,
  type TimelineEntry,
} from '@creditdesk/domain/documents/documents.schemas';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Conflict, Forbidden, invalidFields, NotFound, parseInput } from '../../lib/errors';
import { discardStored, storeStream, type StoredUpload } from '../../lib/streamed-upload';
import type { Storage } from '../../plugins/storage';
import { recordAudit } from '../audit/audit.repository';
import {
  applicationState,
  createCreditApplicationsService,
} from '../credit-applications/credit-applications.service';
import { DOCUMENT_UPLOAD_RULES, documentFileKind } from './document-file-type';
import { documentStructure, toUploadedFile } from './document-views';
import * as repository from './documents.repository';

const DOCUMENT_ENTITY = 'credit-application-document';
const APPLICATION_ENTITY = 'credit-application';
/** Where document bytes live in storage. */
export const DOCUMENT_KEY_PREFIX = 'credit-application-documents';
/** The earlier-files call answers the newest this many; a name search narrows the rest. */
const EARLIER_FILES_MAX = 100;

interface ApplicationLike {
  status: CreditApplicationStatus;
  createdBy: { _id: string } | string;
}

/** Add, edit, delete: the creator only, never in review, and only from Credit Approved on. */
const assertCanManage = (application: ApplicationLike, actor: Actor) => {
  if (!isCreator(application, actor.userId)) throw new Forbidden(M.notCreator);
  if (application.status === 'Waiting for Review') throw new Conflict(M.lockedForReview);
  if (!showsDocuments(application.status)) throw new Conflict(M.notYetApproved);
};

const sameMetadata = (a: DocumentMetadata, b: DocumentMetadata) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

const dueDateOf = (type: repository.DocumentTypeRow, metadata: DocumentMetadata) =>
  (type.dueField ? metadata[type.dueField] : undefined) ?? null;

const statusDocumentFor = (status: string) => (status === 'Completed' ? 'Completed' : '');

export const createDocumentsService = ({
  db,
  storage,
  log,
}: {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}) => {
  const applications = createCreditApplicationsService({ db, storage, log });

  /** Runs `work`; if it fails, the files it was given (or stored itself) leave storage again. */
  const withCleanup = async <T>(
    files: StoredUpload[],
    work: (track: (file: StoredUpload) => void) => Promise<T>,
  ) => {
    const stored = [...files];
    try {
      return await work((file) => stored.push(file));
    } catch (error) {
      await discardStored(
        storage,
        stored.map((file) => file.storageKey),
        log,
      );
      throw error;
    }
  };

  /** A copy of an earlier file of the debitur, so the new document owns its bytes. */
  const copyEarlierFile = async (debiturId: string | undefined, fileId: string) => {
    const unknown = () =>
      invalidFields([
        { path: 'documents.0.uploadedDocuments.0.fileId', message: M.earlierFileUnknown },
      ]);
    if (!debiturId) throw unknown();
    const [earlier] = await repository.earlierFilesOf(db, debiturId, { fileId });
    const source = earlier ? await storage.get(earlier.storageKey) : undefined;
    if (!earlier || !source) throw unknown();
    const storageKey = `${DOCUMENT_KEY_PREFIX}/${randomUUID()}`;
    const copied = await storeStream(
      storage,
      storageKey,
      source,
      earlier.name,
      DOCUMENT_UPLOAD_RULES,
    );
    if (!copied) throw unknown();
    return { ...copied, field: 'file', name: earlier.name, storageKey };
  };

  /**
   * The type an upload names: a catalogued type by code (or id) of the debitur's categories, or
   * for Lain-lain a new name, which becomes (or joins) the application's own type.
   */
  const resolveUploadType = async (
    tx: Executor,
    application: { id: string; debiturType: DebiturType },
    data: DocumentUploadData,
    actor: Actor,
  ) => {
    const entry = data.documents[0];
    const unknown = () => invalidFields([{ path: 'documents.0.code', message: M.typeUnknown }]);
    const key = entry?.code
      ? { code: entry.code }
      : entry?.type && z.uuid().safeParse(entry.type).success
        ? { id: entry.type }
        : undefined;
    if (key) {
      const type = await repository.findTypeOfApplication(tx, application.id, key);
      const categories = await repository.listCategories(tx);
      const category = categories.find((candidate) => candidate.code === type?.categoryCode);
      if (
        !type ||
        !category ||
        (category.debiturType && category.debiturType !== application.debiturType) ||
        (data.category && data.category !== type.categoryCode)
      )
        throw unknown();
      return type;
    }
    if (data.category !== OTHER_DOCUMENTS_CATEGORY) throw unknown();
    const title = entry?.type?.trim();
    if (!title)
      throw invalidFields([{ path: 'documents.0.type', message: M.documentTypeRequired }]);
    return (
      (await repository.findOwnTypeByTitle(tx, application.id, title)) ??
      repository.insertType(tx, {
        code: `other-${randomUUID()}`,
        categoryCode: OTHER_DOCUMENTS_CATEGORY,
        title,
        formMetaData: [...DEFAULT_META],
        position: 0,
        applicationId: application.id,
        createdBy: actor.userId,
      })
    );
  };

  const documentAudit = (
    document: repository.DocumentRow,
    type: repository.DocumentTypeRow,
    file: { name: string; sha256: string },
  ) => ({
    creditApplication: document.applicationId,
    type: type.code,
    name: file.name,
    sha256: file.sha256,
    metadata: document.metadata,
  });

  /** One uploaded document as the answers show it. */
  const documentView = async (executor: Executor, applicationId: string, documentId: string) => {
    const record = (await repository.documentsOfApplication(executor, applicationId)).find(
      (candidate) => candidate.document.id === documentId,
    );
    if (!record) throw new NotFound();
    return toUploadedFile(record, await repository.versionsOfDocuments(executor, [documentId]));
  };

  /** The types of the debitur's mandatory set that have no file yet, by title. */
  const missingMandatory = async (
    executor: Executor,
    application: { id: string; type: string; debiturId: string | null },
  ) => {
    const debitur = application.debiturId
      ? await repository.findDebiturProfile(executor, application.debiturId)
      : undefined;
    const present = new Set(await repository.presentTypeCodes(executor, application.id));
    return mandatoryTypeCodes({
      type: (debitur?.type ?? application.type) as DebiturType,
      maritalStatus: debitur?.maritalStatus,
    })
      .filter((code) => !present.has(code))
      .map((code) => DOCUMENT_TYPES_BY_CODE.get(code)?.title ?? code);
  };

  return {
    /** The document tree of an application (`list-document`). */
    async structure(applicationId: string, actor: Actor) {
      const profile = await repository.findApplicationProfile(
        db,
        applicationId,
        await actor.branchScope(db),
      );
      if (!profile) throw new NotFound();
      const [categories, types, documents, versions] = await Promise.all([
        repository.listCategories(db),
        repository.typesOfApplication(db, applicationId),
        repository.documentsOfApplication(db, applicationId),
        repository.versionsOfApplication(db, applicationId),
      ]);
      return documentStructure({
        debitur: {
          type: (profile.debiturType ?? profile.applicationType) as DebiturType,
          maritalStatus: profile.maritalStatus,
        },
        categories,
        types,
        documents,
        versions,
      });
    },

    /** Adds one document: a streamed file or a copy of an earlier file of the debitur. */
    async upload(fields: Record<string, string>, files: StoredUpload[], actor: Actor) {
      return withCleanup(files, async (track) => {
        const data = parseInput(documentUploadFieldSchema, fields.data, 'data');
        const application = await applications.get(data.creditApplication, actor);
        assertCanManage(application, actor);
        const uploaded = data.documents[0]?.uploadedDocuments[0];
        let file = files.find((candidate) => candidate.field === 'file');
        if (!file && uploaded?.fileId) {
          file = await copyEarlierFile(application.debitur?._id, uploaded.fileId);
          track(file);
        }
        const result = await db.transaction(async (tx) => {
          const locked = await applications.lockForChange(tx, application._id, actor);
          assertCanManage(applicationState(locked), actor);
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
          await repository.insertVersion(tx, {
            documentId: document.id,
            name: file.name,
            contentType: file.contentType,
            size: file.size,
            sha256: file.sha256,
            storageKey: file.storageKey,
            createdBy: actor.userId,
          });
          await repository.appendEvent(tx, {
            applicationId: locked.id,
            event: 'document-added',
            detail: `${type.title}: ${file.name}`,
            createdBy: actor.userId,
          });
          await recordAudit(tx, {
            actorId: actor.userId,
            entity: DOCUMENT_ENTITY,
            entityId: document.id,
            action: 'created',
            after: documentAudit(document, type, file),
            requestId: actor.requestId,
          });
          return { document, type };
        });
        return {
          creditApplication: application._id,
          category: result.type.categoryCode,
          type: { _id: result.type.id, code: result.type.code, title: result.type.title },
          file: await documentView(db, application._id, result.document.id),
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
        assertCanManage(application, actor);
        const filesByField = new Map(files.map((file) => [file.field, file]));
        const used = new Set<string>();
        const changed = await db.transaction(async (tx) => {
          const locked = await applications.lockForChange(tx, applicationId, actor);
          assertCanManage(applicationState(locked), actor);
          const documentIds: string[] = [];
          for (const [index, entry] of updates.entries()) {
            const at = (path: string) => `updates.${index}.${path}`;
            const document = await repository.findDocument(tx, {
              applicationId,
              typeId: entry.typeId,
              documentId: entry.fileId,
            });
            const type = document
              ? await repository.findTypeOfApplication(tx, applicationId, { id: entry.typeId })
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
            const [current] = await repository.versionsOfDocuments(tx, [document.id]);
            const title = entry.type ?? type.title;
            if (renamed) await repository.renameType(tx, type.id, title);
            await repository.updateDocument(tx, document.id, {
              metadata,
              dueDate: dueDateOf(type, metadata),
              ...(file ? { statusDocument: statusDocumentFor(locked.status) } : {}),
            });
            if (file)
              await repository.insertVersion(tx, {
                documentId: document.id,
                name: file.name,
                contentType: file.contentType,
                size: file.size,
                sha256: file.sha256,
                storageKey: file.storageKey,
                createdBy: actor.userId,
              });
            const now = file ?? current?.version;
            await repository.appendEvent(tx, {
              applicationId,
              event: file ? 'document-replaced' : 'document-updated',
              detail: `${title}: ${now?.name ?? ''}`,
              createdBy: actor.userId,
            });
            await recordAudit(tx, {
              actorId: actor.userId,
              entity: DOCUMENT_ENTITY,
              entityId: document.id,
              action: file ? 'replaced' : 'updated',
              before: {
                ...documentAudit(document, type, current?.version ?? { name: '', sha256: '' }),
                title: type.title,
              },
              after: {
                ...documentAudit({ ...document, metadata }, type, now ?? { name: '', sha256: '' }),
                title,
              },
              requestId: actor.requestId,
            });
            documentIds.push(document.id);
          }
          const unused = files.find((file) => !used.has(file.field));
          if (unused)
            throw invalidFields([{ path: unused.field, message: M.fileNotUsed(unused.field) }]);
          return documentIds;
        });
        return {
          id: applicationId,
          files: await Promise.all(
            [...new Set(changed)].map((documentId) => documentView(db, applicationId, documentId)),
          ),
        };
      });
    },

    /** Removes a document with its versions; an own type leaves with its last file. */
    async remove(applicationId: string, typeId: string, documentId: string, actor: Actor) {
      const application = await applications.get(applicationId, actor);
      assertCanManage(application, actor);
      const keys = await db.transaction(async (tx) => {
        const locked = await applications.lockForChange(tx, applicationId, actor);
        assertCanManage(applicationState(locked), actor);
        const document = await repository.findDocument(tx, { applicationId, typeId, documentId });
        const type = document
          ? await repository.findTypeOfApplication(tx, applicationId, { id: typeId })
          : undefined;
        if (!document || !type) throw new NotFound();
        const [current] = await repository.versionsOfDocuments(tx, [document.id]);
        const storageKeys = await repository.storageKeysOfDocument(tx, document.id);
        await repository.deleteDocument(tx, document.id);
        if (
          type.applicationId !== null &&
          (await repository.countDocumentsOfType(tx, type.id)) === 0
        )
          await repository.deleteType(tx, type.id);
        await repository.appendEvent(tx, {
          applicationId,
          event: 'document-removed',
          detail: `${type.title}: ${current?.version.name ?? ''}`,
          createdBy: actor.userId,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: DOCUMENT_ENTITY,
          entityId: document.id,
          action: 'deleted',
          before: documentAudit(document, type, current?.version ?? { name: '', sha256: '' }),
          requestId: actor.requestId,
        });
        return storageKeys;
      });
      await discardStored(storage, keys, log);
    },

    /** A document's current file or one of its versions, with an audit row for the download. */
    async download(fileId: string, actor: Actor) {
      const found = await repository.findFileForDownload(db, fileId);
      if (!found) throw new NotFound();
      await applications.get(found.applicationId, actor);
      const stream = await storage.get(found.version.storageKey);
      if (!stream) throw new NotFound();
      await recordAudit(db, {
        actorId: actor.userId,
        entity: DOCUMENT_ENTITY,
        entityId: found.version.documentId,
        action: 'downloaded',
        after: { version: found.version.id, name: found.version.name },
        requestId: actor.requestId,
      });
      return { version: found.version, stream };
    },

    /** The debitur's earlier files, offered for reuse: newest first, at most 100. */
    async earlierFiles(query: { debiturId: string; type?: string; search?: string }, actor: Actor) {
      const scope = await actor.branchScope(db);
      if (!(await repository.findDebiturProfile(db, query.debiturId, scope))) throw new NotFound();
      const records = await repository.earlierFilesOf(db, query.debiturId, {
        type: query.type || undefined,
        search: query.search || undefined,
      });
      const data: EarlierFile[] = records.slice(0, EARLIER_FILES_MAX).map((record) => ({
        file: {
          _id: record.id,
          name: record.name,
          kind: documentFileKind(record.contentType),
          size: record.size,
          source: record.source,
          type: record.type,
          creditAppNo: record.creditAppNo,
          created: record.createdAt.toISOString(),
        },
      }));
      return { data, total: records.length };
    },

    /** Credit Approved -> Waiting for Review: the creator, with the mandatory set complete. */
    async submit(applicationId: string, actor: Actor) {
      await applications.get(applicationId, actor);
      await db.transaction(async (tx) => {
        const locked = await applications.lockForChange(tx, applicationId, actor);
        const state = applicationState(locked);
        if (!isCreator(state, actor.userId)) throw new Forbidden(M.submitNotCreator);
        if (state.status !== 'Credit Approved')
          throw new Conflict(M.submitWrongStatus(state.status));
        const missing = await missingMandatory(tx, locked);
        if (missing.length > 0) throw new Conflict(M.missingMandatory(missing));
        await applications.changeStatus(
          tx,
          applicationId,
          { to: 'Waiting for Review', event: 'submitted' },
          actor,
        );
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: APPLICATION_ENTITY,
          entityId: applicationId,
          action: 'submitted',
          before: { status: state.status },
          after: { status: 'Waiting for Review' },
          requestId: actor.requestId,
        });
      });
      return applications.get(applicationId, actor);
    },

    /** The review decision: Waiting for Review only, never by the creator (four eyes). */
    async decide(applicationId: string, body: ApprovalBody, actor: Actor) {
      await applications.get(applicationId, actor);
      await db.transaction(async (tx) => {
        const locked = await applications.lockForChange(tx, applicationId, actor);
        const state = applicationState(locked);
        if (state.status !== 'Waiting for Review')
          throw new Conflict(M.decideWrongStatus(state.status));
        if (isCreator(state, actor.userId)) throw new Forbidden(M.fourEyes);
        const approved = body.action === 'Approved';
        const to = approved ? 'Completed' : 'Rejected';
        await applications.changeStatus(
          tx,
          applicationId,
          {
            to,
            event: approved ? 'approved' : 'rejected',
            detail: body.reason || null,
            decisionReason: body.reason,
          },
          actor,
        );
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: APPLICATION_ENTITY,
          entityId: applicationId,
          action: approved ? 'approved' : 'rejected',
          before: { status: state.status, decisionReason: locked.decisionReason },
          after: { status: to, decisionReason: body.reason },
          requestId: actor.requestId,
        });
      });
      return applications.get(applicationId, actor);
    },

    /** The application's history, newest first. */
    async timeline(applicationId: string, actor: Actor) {
      await applications.get(applicationId, actor);
      const rows = await repository.eventsOfApplication(db, applicationId);
      const data: TimelineEntry[] = rows.map(({ event, createdByName }) => ({
        _id: event.id,
        event: event.event as TimelineEntry['event'],
        status: event.status as TimelineEntry['status'],
        detail: event.detail,
        createdBy: { _id: event.createdBy, name: createdByName },
        created: event.createdAt.toISOString(),
      }));
      return { data, total: data.length };
    },
  };
};
export type DocumentsService = ReturnType<typeof createDocumentsService>;
