import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import {
  isMandatoryFor,
  seesCategory,
} from '@creditdesk/domain/document-catalogue/catalogue-rules';
import {
  DEFAULT_META,
  OTHER_DOCUMENTS_CATEGORY,
  type MetaField,
} from '@creditdesk/domain/documents/document-fields';
import type { FilledState, StatusDocument } from '@creditdesk/domain/documents/documents.schemas';
import type {
  DocumentStructure,
  DocumentTypeNode,
  UploadedFile,
} from '@creditdesk/domain/documents/document-answers.schemas';
import type { Deferral } from '@creditdesk/domain/documents/document-deferrals.schemas';
import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { documentFileKind } from './document-file-type';
import type { SnapshotCategory } from '../document-catalogue/document-catalogue.service';
import type { FileType } from './application-catalogue';
import type { DecisionRecord } from './document-timeline.repository';
import type { VersionRecord } from './document-versions.repository';
import type { DocumentRecord } from './documents.repository';

/** What the application's latest decision saw: when it was taken and the versions current then. */
export interface DecisionSeen {
  at: Date;
  versionIds: ReadonlySet<string>;
}

/** How the answers show documents: the uploaded file, the detail's documents, the tree. */

/** The answer's copy of a form: the catalogue's option lists are read-only. */
const formView = (fields: readonly MetaField[]) =>
  fields.map(({ options, ...field }) => ({
    ...field,
    ...(options ? { options: [...options] } : {}),
  }));

const statusDocumentOf = (value: string): StatusDocument => (value === 'Completed' ? value : '');

/** Each document's versions, newest (its current file) first. */
export const versionsByDocument = (versions: VersionRecord[]) => {
  const byDocument = new Map<string, VersionRecord[]>();
  for (const record of versions)
    byDocument.set(record.version.documentId, [
      ...(byDocument.get(record.version.documentId) ?? []),
      record,
    ]);
  return byDocument;
};

const versionView = ({ version, createdByName }: VersionRecord) => ({
  _id: version.id,
  name: version.name,
  kind: documentFileKind(version.contentType),
  size: version.size,
  sha256: version.sha256,
  createdBy: { _id: version.createdBy, name: createdByName },
  created: version.createdAt.toISOString(),
});

export const toUploadedFile = (
  record: Pick<DocumentRecord, 'document' | 'createdByName' | 'removedByName'>,
  versions: VersionRecord[],
  decision?: DecisionSeen,
): UploadedFile => {
  const [current, ...earlier] = versions;
  if (!current) throw new Error(`document ${record.document.id} has no version`);
  const { document } = record;
  const decided = decision
    ? versions.find(({ version }) => decision.versionIds.has(version.id))
    : undefined;
  return {
    _id: document.id,
    name: current.version.name,
    kind: documentFileKind(current.version.contentType),
    size: current.version.size,
    metadata: { ...document.metadata, statusDocument: statusDocumentOf(document.statusDocument) },
    dueDate: document.dueDate,
    versionId: current.version.id,
    versions: earlier.map(versionView),
    createdBy: { _id: document.createdBy, name: record.createdByName },
    created: document.createdAt.toISOString(),
    modified: document.updatedAt.toISOString(),
    decidedVersionId: decided?.version.id ?? null,
    addedAfterDecision: decision !== undefined && document.createdAt > decision.at,
    removed:
      document.removedAt && document.removedBy
        ? {
            by: { _id: document.removedBy, name: record.removedByName ?? '' },
            at: document.removedAt.toISOString(),
          }
        : null,
  };
};

/**
 * The documents whose versions were read. Documents and versions are read side by side, not in
 * one snapshot: a document added (or removed) between the two reads is left out, as it would be
 * a moment earlier (or later).
 */
const withVersions = (documents: DocumentRecord[], byDocument: Map<string, VersionRecord[]>) =>
  documents.filter((record) => byDocument.has(record.document.id));

/** The detail's `documents`: the categories that hold files, each with its types that do. */
export const detailDocuments = (
  documents: DocumentRecord[],
  versions: VersionRecord[],
  decision?: DecisionSeen,
): CreditApplication['documents'] => {
  const byDocument = versionsByDocument(versions);
  const categories: CreditApplication['documents'] = [];
  for (const record of withVersions(documents, byDocument)) {
    let category = categories.find((candidate) => candidate._id === record.categoryCode);
    if (!category) {
      category = { _id: record.categoryCode, category: record.categoryTitle, types: [] };
      categories.push(category);
    }
    let type = category.types.find((candidate) => candidate._id === record.document.typeId);
    if (!type) {
      type = {
        _id: record.document.typeId,
        type: record.typeTitle,
        code: record.typeCode,
        files: [],
      };
      category.types.push(type);
    }
    type.files.push(toUploadedFile(record, byDocument.get(record.document.id) ?? [], decision));
  }
  return categories;
};

/**
 * A category is filled when every mandatory type has a file (without mandatory types: when any
 * type has one), partial when some file is there but not yet all mandatory ones, else empty.
 */
const categoryFilled = (children: DocumentTypeNode[]): FilledState => {
  if (!children.some((child) => child.filled === 'filled')) return 'empty';
  const required = children.filter((child) => child.mandatory);
  return required.every((child) => child.filled === 'filled') ? 'filled' : 'partial';
};

/**
 * The document tree of `list-document`: the debitur type's categories with their types (the
 * catalogue's and the application's own under Lain-lain), each type's files, the completion
 * of types and categories, and the mandatory types still without a file.
 */
export const documentStructure = (input: {
  debitur: { type: DebiturType; maritalStatus: string | null };
  categories: SnapshotCategory[];
  types: FileType[];
  documents: DocumentRecord[];
  removedDocuments: DocumentRecord[];
  versions: VersionRecord[];
  keepsVersions: boolean;
  decision?: DecisionSeen & { record: DecisionRecord };
  /** The open deferrals (TBO): a granted one counts as present, as Submit counts it. */
  deferrals: Deferral[];
}): DocumentStructure => {
  const byDocument = versionsByDocument(input.versions);
  const documents = withVersions(input.documents, byDocument);
  const removedDocuments = withVersions(input.removedDocuments, byDocument);
  const filesOf = (records: DocumentRecord[], typeId: string) =>
    records
      .filter((record) => record.document.typeId === typeId)
      .map((record) =>
        toUploadedFile(record, byDocument.get(record.document.id) ?? [], input.decision),
      );
  const missingMandatory: DocumentStructure['missingMandatory'] = [];
  const categories = input.categories
    .filter((category) => seesCategory(category.debiturKinds, input.debitur.type))
    .flatMap((category) => {
      const children: DocumentTypeNode[] = input.types
        .filter((type) => type.categoryCode === category.code)
        .flatMap((type) => {
          const files = filesOf(documents, type.id);
          const removedFiles = filesOf(removedDocuments, type.id);
          const deferral = input.deferrals.find((open) => open.typeId === type.id) ?? null;
          const retired = type.retired || category.retired;
          // A retired type stays on the files that hold it, and leaves the others.
          if (retired && files.length + removedFiles.length === 0 && !deferral) return [];
          const mandatory = !retired && isMandatoryFor(type.mandatory, input.debitur);
          const present = files.length > 0 || deferral?.status === 'Granted';
          if (mandatory && !present) missingMandatory.push({ code: type.code, title: type.title });
          return {
            _id: type.id,
            code: type.code,
            title: type.title,
            mandatory,
            custom: type.applicationId !== null,
            formMetaData: formView(type.formMetaData),
            filled: present ? 'filled' : 'empty',
            statusDocument: files.some((file) => file.metadata.statusDocument === 'Completed')
              ? 'Completed'
              : '',
            files,
            removedFiles,
            deferral,
          };
        });
      if (category.retired && children.length === 0) return [];
      return [
        {
          _id: category.code,
          code: category.code,
          title: category.title,
          formMetaData: category.code === OTHER_DOCUMENTS_CATEGORY ? formView(DEFAULT_META) : [],
          filled: categoryFilled(children),
          statusDocument: children.some((child) => child.statusDocument === 'Completed')
            ? ('Completed' as const)
            : ('' as const),
          mandatory: children.some((child) => child.mandatory),
          children,
        },
      ];
    });
  const decided = input.decision?.record;
  return {
    debiturType: input.debitur.type,
    missingMandatory,
    categories,
    keepsVersions: input.keepsVersions,
    decision: decided
      ? {
          action: decided.event.event === 'approved' ? 'Approved' : 'Rejected',
          decidedBy: { _id: decided.event.createdBy, name: decided.createdByName },
          decided: decided.event.createdAt.toISOString(),
        }
      : null,
  };
};
