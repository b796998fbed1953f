import { describe, expect, it } from 'vitest';
import { detailDocuments } from './document-views';
import type { VersionRecord } from './document-versions.repository';
import type { DocumentRecord } from './documents.repository';

const created = new Date('2026-11-20T03:00:00Z');

const documentRecord = (id: string): DocumentRecord => ({
  document: {
    id,
    applicationId: 'a1',
    typeId: 't1',
    debiturId: 'd1',
    metadata: {},
    dueDate: null,
    statusDocument: '',
    createdBy: 'u1',
    createdAt: created,
    updatedAt: created,
    removedAt: null,
    removedBy: null,
  },
  typeCode: 'ktp',
  typeTitle: 'KTP',
  categoryCode: 'identitas',
  categoryTitle: 'Identitas',
  createdByName: 'Officer',
  removedByName: null,
});

const versionRecord = (documentId: string): VersionRecord => ({
  version: {
    id: `${documentId}-v1`,
    documentId,
    name: 'ktp.pdf',
    contentType: 'application/pdf',
    size: 100,
    sha256: 'a'.repeat(64),
    storageKey: `credit-application-documents/${documentId}`,
    createdBy: 'u1',
    createdAt: created,
  },
  createdByName: 'Officer',
});

describe('the detail documents', () => {
  it('leaves out a document whose version was not there when the versions were read', () => {
    const categories = detailDocuments(
      [documentRecord('with-file'), documentRecord('committed-meanwhile')],
      [versionRecord('with-file')],
    );
    expect(categories.flatMap((category) => category.types.flatMap((type) => type.files))).toEqual([
      expect.objectContaining({ _id: 'with-file', name: 'ktp.pdf' }),
    ]);
  });
});
