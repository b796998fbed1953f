import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { DOCUMENT_MESSAGES as M } from '@creditdesk/domain/documents/documents.schemas';
import type { UploadedFile } from '@creditdesk/domain/documents/document-answers.schemas';
import { PDF_BYTES, uploadMandatorySet, typeNode } from '../../testing/credit-applications';
import { auditOfAction } from '../../testing/inspect';
import { reportItems } from '../reports/reports.table';
import { creditApplicationDocumentVersions, documentTypes } from './documents.table';
import {
  addOtherDocument,
  adminApplication,
  adminId,
  call,
  context,
  headers,
  it,
  other,
  PNG,
  replaceFile,
  setStatus,
  structureOf,
  uploaded,
} from './documents.fixture';

/** The credit file from Submit on: nothing the reviewer saw is deleted or overwritten. */

const submit = (id: string) => call('POST', `/credit-application/${id}/submit-document`);
const decide = (id: string, action: 'Approved' | 'Rejected') =>
  call('POST', `/credit-application/${id}/approval`, { action, reason: 'Agunan kurang' }, other);
const removeUrl = (id: string, document: { type: { _id: string }; file: { _id: string } }) =>
  `/document-credit-application/${id}/type/${document.type._id}/file/${document.file._id}`;
const download = (fileId: string) => call('GET', `/document-credit-application/file/${fileId}`);

/** An application of the administrator with its mandatory set and a second 'bir', submitted. */
const submitted = async () => {
  const { id } = await adminApplication();
  await uploadMandatorySet(context, headers, id);
  const bir = await uploaded(id, 'bir');
  const response = await submit(id);
  expect(response.statusCode, response.body).toBe(200);
  return { id, bir };
};

describe('the decided credit file', () => {
  it('records the version each document had when the decision was taken', async () => {
    const { id, bir } = await submitted();
    expect((await decide(id, 'Approved')).statusCode).toBe(200);
    const structure = await structureOf(id);
    expect(structure.keepsVersions).toBe(true);
    expect(structure.decision).toMatchObject({
      action: 'Approved',
      decidedBy: { name: 'Second Officer' },
    });
    const files = structure.categories.flatMap((category) =>
      category.children.flatMap((child) => child.files),
    );
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      expect(file.decidedVersionId).toBe(file.versionId);
      expect(file.addedAfterDecision).toBe(false);
    }
    const detail = (await call('GET', `/credit-application/${id}`)).json().response;
    const detailBir = detail.documents
      .flatMap((category: { types: { files: UploadedFile[] }[] }) => category.types)
      .flatMap((type: { files: UploadedFile[] }) => type.files)
      .find((file: UploadedFile) => file._id === bir.file._id);
    expect(detailBir).toMatchObject({ decidedVersionId: bir.file.versionId });
    const [approval] = await auditOfAction(context.db, id, 'approved');
    expect((approval?.after as { decidedVersions: unknown[] }).decidedVersions).toContainEqual({
      id: bir.file.versionId,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('keeps the decided version when a Completed document is replaced', async () => {
    const { id, bir } = await submitted();
    await decide(id, 'Approved');
    const response = await replaceFile(id, bir, 'bir-after.png');
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().response.files[0] as UploadedFile;
    expect(file.versionId).not.toBe(bir.file.versionId);
    expect(file.decidedVersionId).toBe(bir.file.versionId);
    expect(file.versions.map((version) => version._id)).toEqual([bir.file.versionId]);
    expect(file.metadata.statusDocument).toBe('Completed');
    expect((await download(bir.file.versionId)).rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('takes a deleted document out of the current set and keeps every version with who and when', async () => {
    const { id, bir } = await submitted();
    await decide(id, 'Approved');
    const response = await call('DELETE', removeUrl(id, bir));
    expect(response.statusCode, response.body).toBe(200);
    const type = typeNode(await structureOf(id), 'bir');
    // The mandatory set's BIR stays current; the second one left the current set.
    expect(type.files.map((file) => file._id)).not.toContain(bir.file._id);
    expect(type.files).toHaveLength(1);
    expect(type.removedFiles).toEqual([
      expect.objectContaining({
        _id: bir.file._id,
        name: 'bir.pdf',
        versionId: bir.file.versionId,
        decidedVersionId: bir.file.versionId,
        removed: { by: { _id: adminId, name: 'Admin Tester' }, at: expect.any(String) },
      }),
    ]);
    // The bytes the reviewer saw are still there, by the version's id and by the document's.
    expect((await download(bir.file.versionId)).rawPayload.equals(PDF_BYTES)).toBe(true);
    expect((await download(bir.file._id)).rawPayload.equals(PDF_BYTES)).toBe(true);
    const versions = await context.db
      .select()
      .from(creditApplicationDocumentVersions)
      .where(eq(creditApplicationDocumentVersions.documentId, bir.file._id));
    expect(versions).toHaveLength(1);
    const [removed] = await auditOfAction(context.db, bir.file._id, 'removed');
    expect(removed?.after).toEqual({ removed: true, keptVersions: [bir.file.versionId] });
    // Removed is removed: neither deleted again nor edited.
    expect((await call('DELETE', removeUrl(id, bir))).statusCode).toBe(404);
    const edit = await replaceFile(id, bir, 'bir-after.png');
    expect(edit.statusCode).toBe(400);
    expect(edit.json().code).toBe(M.fileUnknown);
  });

  it('leaves the reports when a document is deleted after submission', async ({
    application: { id },
  }) => {
    await uploadMandatorySet(context, headers, id);
    const guarantee = await uploaded(id, 'bank-garansi');
    await submit(id);
    await decide(id, 'Approved');
    const itemsOf = () =>
      context.db.select().from(reportItems).where(eq(reportItems.documentId, guarantee.file._id));
    expect(await itemsOf()).toHaveLength(1);
    expect((await call('DELETE', removeUrl(id, guarantee))).statusCode).toBe(200);
    expect(await itemsOf()).toEqual([]);
  });

  it('keeps the versions of a document deleted while Rejected, and after the revision too', async () => {
    const { id, bir } = await submitted();
    await decide(id, 'Rejected');
    expect((await call('DELETE', removeUrl(id, bir))).statusCode).toBe(200);
    expect(typeNode(await structureOf(id), 'bir').removedFiles).toHaveLength(1);
    // Revised and signed again: the application was submitted once, so versions still stay.
    await setStatus(id, 'Credit Approved');
    const again = await uploaded(id, 'bir');
    expect((await call('DELETE', removeUrl(id, again))).statusCode).toBe(200);
    expect(typeNode(await structureOf(id), 'bir').removedFiles.map((file) => file._id)).toEqual([
      bir.file._id,
      again.file._id,
    ]);
  });

  it("keeps an 'Add Other Document' type whose file was deleted after submission", async ({
    application: { id },
  }) => {
    await uploadMandatorySet(context, headers, id);
    const own = (
      await addOtherDocument(id, 'Foto Usaha', { key: 'file', name: 'foto.png', data: PNG })
    ).json().response;
    await submit(id);
    await decide(id, 'Approved');
    expect((await call('DELETE', removeUrl(id, own))).statusCode).toBe(200);
    const [type] = await context.db
      .select()
      .from(documentTypes)
      .where(eq(documentTypes.id, own.type._id));
    expect(type?.title).toBe('Foto Usaha');
    expect(typeNode(await structureOf(id), type?.code ?? '').removedFiles).toEqual([
      expect.objectContaining({ _id: own.file._id, name: 'foto.png' }),
    ]);
  });

  it('marks a file uploaded after the decision as added after it', async () => {
    const { id } = await submitted();
    await decide(id, 'Approved');
    const late = await uploaded(id, 'bank-garansi');
    expect(late.file).toMatchObject({
      addedAfterDecision: true,
      decidedVersionId: null,
      metadata: { statusDocument: 'Completed' },
    });
    const node = typeNode(await structureOf(id), 'bank-garansi');
    expect(node.files[0]).toMatchObject({ _id: late.file._id, addedAfterDecision: true });
  });

  it('still deletes a document with its versions before the application was ever submitted', async ({
    application: { id },
  }) => {
    const bir = await uploaded(id, 'bir');
    expect((await call('DELETE', removeUrl(id, bir))).statusCode).toBe(200);
    const structure = await structureOf(id);
    expect(structure.keepsVersions).toBe(false);
    expect(structure.decision).toBeNull();
    expect(typeNode(structure, 'bir').removedFiles).toEqual([]);
    expect((await download(bir.file.versionId)).statusCode).toBe(404);
  });
});
