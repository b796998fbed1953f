import { DOCUMENT_TYPES_BY_CODE } from '@creditdesk/domain/documents/document-catalogue';
import { DEFAULT_META } from '@creditdesk/domain/documents/document-fields';
import type { CheckedDocumentStructure } from '@creditdesk/domain/documents/debitur-checks.schemas';
import type {
  DocumentCategoryNode,
  DocumentTypeNode,
  UploadedFile,
} from '@creditdesk/domain/documents/document-answers.schemas';
import type { Deferral } from '@creditdesk/domain/documents/document-deferrals.schemas';

/** Ids the server would give; uuid-shaped so the upload contract's checks would take them. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const officer = { _id: uuid(900), name: 'Rina Officer' };

/** An uploaded file as `list-document` answers it; `versions` are its earlier bytes. */
export const uploadedFile = (overrides: Partial<UploadedFile> = {}): UploadedFile => ({
  _id: uuid(100),
  name: 'sdk-signed.pdf',
  kind: 'pdf',
  size: 2048,
  metadata: { statusDocument: '' },
  dueDate: null,
  versionId: uuid(101),
  versions: [],
  createdBy: officer,
  created: '2026-03-02T03:04:00.000Z',
  modified: '2026-03-02T03:04:00.000Z',
  decidedVersionId: null,
  addedAfterDecision: false,
  removed: null,
  ...overrides,
});

/** An open deferral (TBO) of a type, requested by the officer; a granted one names its decider. */
export const deferral = (typeId: string, overrides: Partial<Deferral> = {}): Deferral => ({
  _id: uuid(400),
  typeId,
  status: 'Requested',
  promisedDate: '2026-12-15',
  reason: 'The certificate is still at the land office',
  requestedBy: officer,
  requested: '2026-03-02T03:04:00.000Z',
  decidedBy: null,
  decided: null,
  decisionReason: null,
  closed: null,
  receivedDocumentId: null,
  ...overrides,
});

/** A catalogued type by its code, with the catalogue's form. */
export const typeNode = (
  code: string,
  overrides: Partial<DocumentTypeNode> = {},
): DocumentTypeNode => {
  const definition = DOCUMENT_TYPES_BY_CODE.get(code);
  if (!definition) throw new Error(`no document type ${code}`);
  return {
    _id: uuid(200 + [...DOCUMENT_TYPES_BY_CODE.keys()].indexOf(code)),
    code,
    title: definition.title,
    mandatory: definition.mandatory === 'always',
    custom: false,
    formMetaData: definition.formMetaData.map((field) => ({
      ...field,
      options: field.options ? [...field.options] : undefined,
    })),
    filled: 'empty',
    statusDocument: '',
    files: [],
    removedFiles: [],
    deferral: null,
    ...overrides,
  };
};

export const categoryNode = (
  code: string,
  title: string,
  children: DocumentTypeNode[],
  overrides: Partial<DocumentCategoryNode> = {},
): DocumentCategoryNode => ({
  _id: uuid(
    300 + [...code].reduce((sum, char, index) => sum + char.charCodeAt(0) * (index + 1), 0),
  ),
  code,
  title,
  formMetaData: DEFAULT_META.map((field) => ({
    ...field,
    options: field.options ? [...field.options] : undefined,
  })),
  filled: 'empty',
  statusDocument: '',
  mandatory: children.some((child) => child.mandatory),
  children,
  ...overrides,
});

/** A Personal debitur's document tree before any decision, of these categories. */
export const structure = (
  categories: DocumentCategoryNode[],
  overrides: Partial<CheckedDocumentStructure> = {},
): CheckedDocumentStructure => ({
  debiturType: 'Personal',
  missingMandatory: [],
  keepsVersions: false,
  decision: null,
  dataChecks: { total: 0, mismatches: [] },
  categories,
  ...overrides,
});
