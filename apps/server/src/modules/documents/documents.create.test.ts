import { describe, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DOCUMENT_MESSAGES as M } from '@creditdesk/domain/documents/documents.schemas';
import {
  createCreditApplication,
  PDF_BYTES,
  uploadDocument,
  validMetadata,
  typeNode,
} from '../../testing/credit-applications';
import { creditApplicationDocuments } from './documents.table';
import { fieldCodesOf, fieldErrorsOf } from '../../testing/http';
import { UNKNOWN_ID } from '../../testing/master-data';
import { auditOf } from '../../testing/inspect';
import {
  addOtherDocument,
  adminApplication,
  adminId,
  call,
  callMultipart,
  context,
  headers,
  it,
  other,
  PNG,
  putUpdates,
  setStatus,
  structureOf,
  uploaded,
} from './documents.fixture';

describe('POST /document-credit-application', () => {
  it('uploads a document with its metadata, due date and SHA-256, shown in the detail', async ({
    application: { id },
  }) => {
    const response = await uploadDocument(context, headers, id, 'sdk', {
      metadata: { ...validMetadata('sdk'), berlakuMulai: '2026-02-01', berlakuAkhir: '2026-08-01' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json().response;
    expect(body.creditApplication).toBe(id);
    expect(body.type).toMatchObject({ code: 'sdk', title: 'SDK' });
    expect(body.file).toMatchObject({
      name: 'sdk.pdf',
      kind: 'pdf',
      size: PDF_BYTES.length,
      dueDate: '2026-08-01',
      versions: [],
      createdBy: { _id: adminId, name: 'Admin Tester' },
    });
    expect(body.file.metadata).toMatchObject({ nomorSdk: 'Nomor SDK 1', statusDocument: '' });
    const [row] = await context.db
      .select()
      .from(creditApplicationDocuments)
      .where(eq(creditApplicationDocuments.id, body.file._id));
    expect(row?.dueDate).toBe('2026-08-01');

    const detail = (await call('GET', `/credit-application/${id}`)).json().response;
    expect(detail.documents).toEqual([
      {
        _id: 'persetujuan',
        category: 'Persetujuan Kredit',
        types: [
          {
            _id: body.type._id,
            type: 'SDK',
            code: 'sdk',
            files: [expect.objectContaining({ _id: body.file._id })],
          },
        ],
      },
    ]);
    const audit = await auditOf(context.db, body.file._id);
    expect(audit.map((entry) => entry.action)).toEqual(['created']);
    expect(audit[0]?.after).toMatchObject({
      type: 'sdk',
      sha256: createHash('sha256').update(PDF_BYTES).digest('hex'),
    });
  });

  const metadataCases: [string, string, Record<string, unknown>, string, string][] = [
    ['a required text', 'sdk', { nomorSdk: '' }, 'metadata.nomorSdk', 'Nomor SDK must be filled'],
    ['a number', 'sdk', { plafond: '12a' }, 'metadata.plafond', 'Plafond must be a number'],
    [
      'an option',
      'dokumen-sertifikat',
      { jenisSertifikat: 'Girik' },
      'metadata.jenisSertifikat',
      'Jenis Sertifikat must be selected',
    ],
    [
      'a date',
      'sdk',
      { tanggalSdk: '2026-02-30' },
      'metadata.tanggalSdk',
      'Tanggal SDK must be a valid date',
    ],
    [
      'an Akhir before its Mulai',
      'rekening-koran',
      { periodeMulai: '2026-03-01', periodeAkhir: '2026-02-01' },
      'metadata.periodeAkhir',
      'Periode Akhir must be a valid date',
    ],
    ['a NIK', 'ktp', { nik: '123' }, 'metadata.nik', 'NIK must be exactly 16 digits'],
  ];

  it.each(metadataCases)(
    'refuses %s with 400 and the spec message, writing nothing',
    async (_, code, change, path, message) => {
      const { id } = await adminApplication();
      const response = await uploadDocument(context, headers, id, code, {
        metadata: { ...validMetadata(code), ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response)).toContainEqual({ path, message });
      expect((await structureOf(id)).missingMandatory.map((type) => type.code)).toContain(code);
    },
  );

  it("refuses an upload without a file: 'Upload Document must be selected'", async ({
    application: { id },
  }) => {
    const response = await uploadDocument(context, headers, id, 'bir', { file: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: M.fileRequired,
      details: [{ path: 'file', code: M.fileRequired }],
    });
  });

  it('refuses malformed data, an unknown type and a type of the other debitur kind', async ({
    application: { id },
  }) => {
    const send = (data: string) =>
      callMultipart('POST', '/document-credit-application', { data }, [
        { key: 'file', name: 'a.pdf', data: PDF_BYTES },
      ]);
    const notJson = await send('{not json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe(M.dataNotJson);
    for (const code of ['no-such-type', 'akta-perusahaan']) {
      const response = await send(
        JSON.stringify({
          creditApplication: id,
          documents: [{ code, uploadedDocuments: [{ metadata: {} }] }],
        }),
      );
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(M.typeUnknown);
    }
    const unknownApplication = await send(
      JSON.stringify({
        creditApplication: UNKNOWN_ID,
        documents: [{ code: 'bir', uploadedDocuments: [{ metadata: {} }] }],
      }),
    );
    expect(unknownApplication.statusCode).toBe(404);
  });

  it("adds an 'Add Other Document' type under Lain-lain, and a second file joins it", async ({
    application: { id },
  }) => {
    const addOther = (type: string, name: string) =>
      addOtherDocument(id, type, { key: 'file', name, data: PNG }, { atasNama: 'Rina' });
    const empty = await addOther('   ', 'a.png');
    expect(empty.statusCode).toBe(400);
    expect(fieldCodesOf(empty)).toEqual([
      { path: 'documents.0.type', code: 'documents.documentTypeRequired' },
    ]);
    const first = await addOther('Surat Keterangan Usaha', 'sku.png');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().response.file.kind).toBe('png');
    const second = await addOther('surat keterangan usaha', 'sku-2.png');
    expect(second.json().response.type._id).toBe(first.json().response.type._id);
    const structure = await structureOf(id);
    const lainLain = structure.categories.find((category) => category.code === 'lain-lain');
    expect(lainLain?.children).toEqual([
      expect.objectContaining({
        title: 'Surat Keterangan Usaha',
        custom: true,
        filled: 'filled',
        files: [
          expect.objectContaining({ name: 'sku.png' }),
          expect.objectContaining({ name: 'sku-2.png' }),
        ],
      }),
    ]);
    // The type belongs to this application only.
    const elsewhere = await adminApplication();
    const otherStructure = await structureOf(elsewhere.id);
    expect(otherStructure.categories.find((c) => c.code === 'lain-lain')?.children).toEqual([]);
  });

  it("marks a file uploaded while the application is Completed with statusDocument 'Completed'", async ({
    application: { id },
  }) => {
    await setStatus(id, 'Completed');
    const body = await uploaded(id, 'roya');
    expect(body.file.metadata.statusDocument).toBe('Completed');
    const structure = await structureOf(id);
    expect(typeNode(structure, 'roya').statusDocument).toBe('Completed');
    expect(structure.categories.find((c) => c.code === 'pengikatan')?.statusDocument).toBe(
      'Completed',
    );
  });
});

describe('who may change documents, and when', () => {
  it('refuses anyone but the creator with 403', async ({ application: { id } }) => {
    const response = await uploadDocument(context, other, id, 'bir');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(M.notCreator);
    const document = await uploaded(id, 'bir');
    const edit = await putUpdates(
      id,
      [{ typeId: document.type._id, fileId: document.file._id, metadata: {} }],
      [],
      other,
    );
    expect(edit.statusCode).toBe(403);
    const remove = await call(
      'DELETE',
      `/document-credit-application/${id}/type/${document.type._id}/file/${document.file._id}`,
      undefined,
      other,
    );
    expect(remove.statusCode).toBe(403);
  });

  it('refuses any change while Waiting for Review (409) and before Credit Approved (409)', async ({
    application: { id },
  }) => {
    const document = await uploaded(id, 'bir');
    await setStatus(id, 'Waiting for Review');
    const add = await uploadDocument(context, headers, id, 'bir');
    expect(add.statusCode).toBe(409);
    expect(add.json().code).toBe(M.lockedForReview);
    const edit = await putUpdates(id, [
      { typeId: document.type._id, fileId: document.file._id, metadata: {} },
    ]);
    expect(edit.statusCode).toBe(409);
    const remove = await call(
      'DELETE',
      `/document-credit-application/${id}/type/${document.type._id}/file/${document.file._id}`,
    );
    expect(remove.statusCode).toBe(409);
    for (const status of ['Open', 'Signing Process'] as const) {
      const early = await createCreditApplication(context, headers, { status });
      const response = await uploadDocument(context, headers, early.id, 'bir');
      expect(response.statusCode, status).toBe(409);
      expect(response.json().code).toBe(M.notYetApproved);
    }
  });

  it('lets a Rejected application still take documents', async ({ application: { id } }) => {
    await setStatus(id, 'Rejected');
    expect((await uploadDocument(context, headers, id, 'bir')).statusCode).toBe(201);
  });
});
