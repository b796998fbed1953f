import type { DocumentMetadata } from '@creditdesk/domain/documents/documents.schemas';
import type { FileType } from './application-catalogue';
import type { DocumentRow } from './documents.repository';

/** The audit entity of a credit file's document. */
export const DOCUMENT_ENTITY = 'credit-application-document';

export const sameMetadata = (a: DocumentMetadata, b: DocumentMetadata) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

/** The due date a document's metadata carries in the field its type names, if any. */
export const dueDateOf = (type: Pick<FileType, 'dueField'>, metadata: DocumentMetadata) =>
  (type.dueField ? metadata[type.dueField] : undefined) ?? null;

/** A file added to a Completed application is marked so; before that it has no mark. */
export const statusDocumentFor = (status: string) => (status === 'Completed' ? 'Completed' : '');

/** What the audit row of a document holds: its application, type, file and metadata. */
export const documentAudit = (
  document: DocumentRow,
  type: Pick<FileType, 'code'>,
  file: { name: string; sha256: string },
) => ({
  creditApplication: document.applicationId,
  type: type.code,
  name: file.name,
  sha256: file.sha256,
  metadata: document.metadata,
});
