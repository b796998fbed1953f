import {
  isCreator,
  showsDocuments,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import {
  DOCUMENT_MESSAGES as M,
  type DocumentMetadata,
} from '@creditdesk/domain/documents/documents.schemas';
import type { Actor } from '../../plugins/actor';
import { Conflict, Forbidden } from '../../core/errors';
import type { DocumentTypeRow } from './document-types.repository';
import type { DocumentRow } from './documents.repository';

/** The audit entity of a credit file's document. */
export const DOCUMENT_ENTITY = 'credit-application-document';

interface ApplicationLike {
  status: CreditApplicationStatus;
  createdBy: { _id: string } | string;
}

/** Add, edit, delete: the creator only, never in review, and only from Credit Approved on. */
export const assertCanManage = (application: ApplicationLike, actor: Actor) => {
  if (!isCreator(application, actor.userId)) throw new Forbidden(M.notCreator);
  if (application.status === 'Waiting for Review') throw new Conflict(M.lockedForReview);
  if (!showsDocuments(application.status)) throw new Conflict(M.notYetApproved);
};

export const sameMetadata = (a: DocumentMetadata, b: DocumentMetadata) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

/** The due date a document's metadata carries in the field its type names, if any. */
export const dueDateOf = (type: DocumentTypeRow, metadata: DocumentMetadata) =>
  (type.dueField ? metadata[type.dueField] : undefined) ?? null;

/** A file added to a Completed application is marked so; before that it has no mark. */
export const statusDocumentFor = (status: string) => (status === 'Completed' ? 'Completed' : '');

/** What the audit row of a document holds: its application, type, file and metadata. */
export const documentAudit = (
  document: DocumentRow,
  type: DocumentTypeRow,
  file: { name: string; sha256: string },
) => ({
  creditApplication: document.applicationId,
  type: type.code,
  name: file.name,
  sha256: file.sha256,
  metadata: document.metadata,
});
