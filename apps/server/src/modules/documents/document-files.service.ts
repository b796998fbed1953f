import { randomUUID } from 'node:crypto';
import { DOCUMENT_MESSAGES as M } from '@creditdesk/domain/documents/documents.schemas';
import { type EarlierFile } from '@creditdesk/domain/documents/document-answers.schemas';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { invalidFields, NotFound } from '../../core/errors';
import { storeStream } from '../../kit/streamed-upload';
import type { Storage } from '../../plugins/storage';
import { auditChange } from '../../kit/audited-write';
import type { CreditApplicationsService } from '../credit-applications/credit-applications.service';
import { DOCUMENT_KEY_PREFIX, DOCUMENT_UPLOAD_RULES, documentFileKind } from './document-file-type';
import { DOCUMENT_ENTITY } from './document-rules';
import * as repository from './documents.repository';
import * as fileVersions from './document-versions.repository';
import { earlierFilesOf } from './earlier-files.repository';

/** The earlier-files call answers the newest this many; a name search narrows the rest. */
const EARLIER_FILES_MAX = 100;

/** Reading stored files: downloads, and the debitur's earlier files offered for reuse. */
export const createDocumentFilesService = ({
  db,
  storage,
  applications,
}: {
  db: Database;
  storage: Storage;
  applications: CreditApplicationsService;
}) => ({
  /** A document's current file or one of its versions, with an audit row for the download. */
  async download(fileId: string, actor: Actor) {
    const found = await fileVersions.findFileForDownload(db, fileId);
    if (!found) throw new NotFound();
    await applications.get(found.applicationId, actor);
    const stream = await storage.get(found.version.storageKey);
    if (!stream) throw new NotFound();
    await auditChange(db, actor, {
      entity: DOCUMENT_ENTITY,
      entityId: found.version.documentId,
      action: 'downloaded',
      after: { version: found.version.id, name: found.version.name },
    });
    return { file: found.version, stream };
  },

  /** The debitur's earlier files, offered for reuse: newest first, at most 100. */
  async earlierFiles(query: { debiturId: string; type?: string; search?: string }, actor: Actor) {
    const scope = await actor.branchScope(db);
    if (!(await repository.findDebiturProfile(db, query.debiturId, scope))) throw new NotFound();
    const records = await earlierFilesOf(db, query.debiturId, {
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

  /** A copy of an earlier file of the debitur, so the new document owns its bytes. */
  async copyEarlierFile(debiturId: string | undefined, fileId: string) {
    const unknown = () =>
      invalidFields([
        { path: 'documents.0.uploadedDocuments.0.fileId', message: M.earlierFileUnknown },
      ]);
    if (!debiturId) throw unknown();
    const [earlier] = await earlierFilesOf(db, debiturId, { fileId });
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
  },
});
