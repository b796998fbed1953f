import { describe, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DOCUMENT_MESSAGES as M } from '@creditdesk/domain/documents/documents.schemas';
import type { UploadedFile } from '@creditdesk/domain/documents/document-answers.schemas';
import { PDF_BYTES, validMetadata, typeNode } from '../../testing/credit-applications';
import { documentTypes } from './documents.table';
import { fieldCodesOf, fieldErrorsOf } from '../../testing/http';
import { UNKNOWN_ID } from '../../testing/master-data';
import {
  addOtherDocument,
  adminId,
  call,
  context,
  it,
  PNG,
  putUpdates,
  replaceFile,
  structureOf,
  uploaded,
} from './documents.fixture';

describe('PUT /document-credit-application/{id}', () => {
  it('edits metadata, keeping the file; the due date follows', async ({ application: { id } }) => {
    const document = await uploaded(id, 'bank-garansi');
    const metadata = { ...validMetadata('bank-garansi'), berlakuAkhir: '2028-05-31' };
    const response = await putUpdates(id, [
      { typeId: document.type._id, fileId: document.file._id, metadata, replaceFile: false },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json().response;
    expect(body.id).toBe(id);
    expect(body.files[0]).toMatchObject({
      _id: document.file._id,
      dueDate: '2028-05-31',
      versionId: document.file.versionId,
      versions: [],
    });
  });

  it('replaces the file and keeps the earlier one as a downloadable version', async ({
    application: { id },
  }) => {
    const document = await uploaded(id, 'bir');
    const response = await replaceFile(id, document, 'bir-v2.png');
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().response.files[0] as UploadedFile;
    expect(file).toMatchObject({ _id: document.file._id, name: 'bir-v2.png', kind: 'png' });
    expect(file.versions).toEqual([
      expect.objectContaining({
        _id: document.file.versionId,
        name: 'bir.pdf',
        size: PDF_BYTES.length,
        sha256: createHash('sha256').update(PDF_BYTES).digest('hex'),
        createdBy: { _id: adminId, name: 'Admin Tester' },
      }),
    ]);
    const current = await call('GET', `/document-credit-application/file/${file._id}`);
    expect(current.rawPayload.equals(PNG)).toBe(true);
    const earlier = await call(
      'GET',
      `/document-credit-application/file/${document.file.versionId}`,
    );
    expect(earlier.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('refuses replaceFile without the named file, a stray file, and an unknown document', async ({
    application: { id },
  }) => {
    const document = await uploaded(id, 'bir');
    const entry = { typeId: document.type._id, fileId: document.file._id, metadata: {} };
    const missing = await putUpdates(id, [{ ...entry, replaceFile: true, fileField: 'file_0' }]);
    expect(missing.statusCode).toBe(400);
    expect(fieldCodesOf(missing)).toEqual([{ path: 'updates.0.file', code: M.fileRequired }]);
    const stray = await putUpdates(
      id,
      [entry],
      [{ key: 'file_3', name: 'x.pdf', data: PDF_BYTES }],
    );
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toMatchObject({
      code: 'documents.fileNotUsed',
      params: { field: 'file_3' },
      message: 'The file file_3 is not named by any update.',
    });
    const unknown = await putUpdates(id, [{ ...entry, fileId: UNKNOWN_ID }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe(M.fileUnknown);
    const notList = await putUpdates(id, []);
    expect(notList.statusCode).toBe(400);
    expect(notList.json().code).toBe(M.updatesNotJson);
    const badMetadata = await putUpdates(id, [{ ...entry, metadata: { tanggal: 'soon' } }]);
    expect(fieldErrorsOf(badMetadata)).toEqual([
      { path: 'updates.0.metadata.tanggal', message: 'Tanggal must be a valid date' },
    ]);
  });

  it("renames an 'Add Other Document' type, but never a catalogued one", async ({
    application: { id },
  }) => {
    const created = (
      await addOtherDocument(id, 'Surat Kuasa', { key: 'file', name: 'kuasa.pdf', data: PDF_BYTES })
    ).json().response;
    const renamed = await putUpdates(id, [
      {
        typeId: created.type._id,
        fileId: created.file._id,
        metadata: {},
        type: 'Surat Kuasa Khusus',
      },
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [type] = await context.db
      .select()
      .from(documentTypes)
      .where(eq(documentTypes.id, created.type._id));
    expect(type?.title).toBe('Surat Kuasa Khusus');
    const blank = await putUpdates(id, [
      { typeId: created.type._id, fileId: created.file._id, metadata: {}, type: ' ' },
    ]);
    expect(blank.json().code).toBe(M.documentTypeRequired);
    const catalogued = await uploaded(id, 'bir');
    const refused = await putUpdates(id, [
      { typeId: catalogued.type._id, fileId: catalogued.file._id, metadata: {}, type: 'Other' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(M.typeNotRenamable);
  });
});

describe('DELETE /document-credit-application/{id}/type/{typeId}/file/{fileId}', () => {
  it('removes the document and its versions; an own type leaves with its last file', async ({
    application: { id },
  }) => {
    const document = await uploaded(id, 'bir');
    const url = `/document-credit-application/${id}/type/${document.type._id}/file/${document.file._id}`;
    const response = await call('DELETE', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(typeNode(await structureOf(id), 'bir').files).toEqual([]);
    expect(
      (await call('GET', `/document-credit-application/file/${document.file._id}`)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', url)).statusCode).toBe(404);

    const own = (
      await addOtherDocument(id, 'Foto Usaha', { key: 'file', name: 'foto.png', data: PNG })
    ).json().response;
    await call(
      'DELETE',
      `/document-credit-application/${id}/type/${own.type._id}/file/${own.file._id}`,
    );
    expect(
      await context.db.select().from(documentTypes).where(eq(documentTypes.id, own.type._id)),
    ).toEqual([]);
  });
});
