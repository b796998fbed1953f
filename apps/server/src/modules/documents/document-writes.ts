import type { Executor } from '../../db/client';
import { NotFound } from '../../core/errors';
import { auditChange } from '../../kit/audited-write';
import { storedFileValues, type StoredUpload } from '../../kit/streamed-upload';
import type { Actor } from '../../plugins/actor';
import type { AuditEntry } from '../../plugins/audit/audit.repository';
import { DOCUMENT_ENTITY } from './document-rules';
import * as timeline from './document-timeline.repository';
import * as fileVersions from './document-versions.repository';
import { toUploadedFile } from './document-views';
import * as repository from './documents.repository';

/** What every document write shares: the version row of a file, the trail it leaves, its answer. */

/** The version row of a stored file. */
export const versionOf = (documentId: string, file: StoredUpload, actor: Actor) => ({
  documentId,
  ...storedFileValues(file),
  createdBy: actor.userId,
});

/**
 * The two rows a change of a document leaves: its event on the application's timeline (`detail`
 * names the type and the file) and its audit row.
 */
export const recordDocumentChange = async (
  tx: Executor,
  actor: Actor,
  change: {
    applicationId: string;
    documentId: string;
    event: string;
    detail: string;
  } & Pick<AuditEntry, 'action' | 'before' | 'after'>,
) => {
  await timeline.appendEvent(tx, {
    applicationId: change.applicationId,
    event: change.event,
    detail: change.detail,
    createdBy: actor.userId,
  });
  await auditChange(tx, actor, {
    entity: DOCUMENT_ENTITY,
    entityId: change.documentId,
    action: change.action,
    before: change.before,
    after: change.after,
  });
};

/** One uploaded document as the answers show it. */
export const uploadedDocumentView = async (
  executor: Executor,
  applicationId: string,
  documentId: string,
) => {
  const record = (await repository.documentsOfApplication(executor, applicationId)).find(
    (candidate) => candidate.document.id === documentId,
  );
  if (!record) throw new NotFound();
  return toUploadedFile(
    record,
    await fileVersions.versionsOfDocuments(executor, [documentId]),
    await timeline.latestDecisionSeen(executor, applicationId),
  );
};
