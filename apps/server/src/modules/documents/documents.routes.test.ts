import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DOCUMENT_MESSAGES as M } from '@creditdesk/domain/documents/documents.schemas';
import {
  type DocumentStructure,
  type UploadedFile,
} from '@creditdesk/domain/documents/document-answers.schemas';
import {
  createCreditApplication,
  PDF_BYTES,
  PNG_BYTES,
  uploadDocument,
  validMetadata,
} from '../../testing/credit-applications';
import { adminSession, authHeaderWithGrants, createUser, signIn } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { debiturFiles } from '../debiturs/debiturs.table';
import { creditApplicationDocuments, documentTypes } from './documents.table';
import { fieldErrorsOf, requester, type UploadFile } from '../../testing/http';
import { UNKNOWN_ID } from '../../testing/master-data';
import { auditOf } from '../../testing/inspect';

let context: TestContext;
let headers: Record<string, string>;
let adminId: string;
let other: Record<string, string>;

const PNG = PNG_BYTES;

beforeAll(async () => {
  context = await createTestApp();
  const session = await adminSession(context);
  headers = session.headers;
  adminId = session.user.id;
  const second = await createUser(context.db, { name: 'Second Officer' });
  other = { authorization: `Bearer ${(await signIn(context, second.email)).token}` };
});
afterAll(() => context.close());

const { call, callMultipart } = requester(() => context, {
  base: '/api/v1',
  headers: () => headers,
});

const structureOf = async (id: string, as = headers) => {
  const response = await call('GET', `/credit-application/list-document/${id}`, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as DocumentStructure;
};

const typeNode = (structure: DocumentStructure, code: string) => {
  const node = structure.categories
    .flatMap((category) => category.children)
    .find((child) => child.code === code);
  if (!node) throw new Error(`no type ${code}`);
  return node;
};

const uploaded = async (id: string, code: string, file?: UploadFile) => {
  const response = await uploadDocument(context, headers, id, code, file ? { file } : {});
  expect(response.statusCode, response.body).toBe(201);
  return response.json().response as {
    creditApplication: string;
    type: { _id: string; code: string; title: string };
    file: UploadedFile;
  };
};

const putUpdates = (id: string, updates: object[], files: UploadFile[] = [], as = headers) =>
  callMultipart(
    'PUT',
    `/document-credit-application/${id}`,
    { updates: JSON.stringify(updates) },
    files,
    as,
  );

const setStatus = (id: string, status: string) =>
  context.db.update(creditApplications).set({ status }).where(eq(creditApplications.id, id));

describe('GET /credit-application/list-document/{id}', () => {
  it("shows the debitur type's categories with completion and the missing mandatory set", async () => {
    const { id } = await createCreditApplication(context, headers);
    const empty = await structureOf(id);
    expect(empty.debiturType).toBe('Personal');
    const codes = empty.categories.map((category) => category.code);
    expect(codes).toContain('debitur-perorangan');
    expect(codes).not.toContain('debitur-badan-usaha');
    expect(codes.at(-1)).toBe('lain-lain');
    expect(empty.missingMandatory.map((type) => type.code)).toEqual([
      'credit-application-sdk',
      'bir',
      'sdk',
      'slik',
      'trade-checking',
      'rekening-koran',
      'laporan-keuangan-inhouse',
      'ktp',
      'ktp-pasangan',
      'npwp-perorangan',
      'kartu-keluarga',
      'buku-nikah',
      'dokumen-sertifikat',
      'laporan-penilaian-agunan',
    ]);
    expect(empty.categories.every((category) => category.filled === 'empty')).toBe(true);
    const other = empty.categories.find((category) => category.code === 'lain-lain');
    expect(other?.formMetaData.map((field) => field.name)).toEqual([
      'nomorDokumen',
      'tanggal',
      'atasNama',
    ]);

    await uploaded(id, 'bir');
    let structure = await structureOf(id);
    const permohonan = structure.categories.find((category) => category.code === 'permohonan');
    expect(permohonan?.filled).toBe('partial');
    expect(typeNode(structure, 'bir').filled).toBe('filled');
    expect(typeNode(structure, 'nota-analisa').filled).toBe('empty');
    expect(structure.missingMandatory.map((type) => type.code)).not.toContain('bir');

    await uploaded(id, 'credit-application-sdk');
    structure = await structureOf(id);
    expect(structure.categories.find((c) => c.code === 'permohonan')?.filled).toBe('filled');
    // A category without mandatory types is filled by one file.
    await uploaded(id, 'skmht');
    structure = await structureOf(id);
    expect(structure.categories.find((c) => c.code === 'pengikatan')?.filled).toBe('filled');
  });

  it('leaves KTP Pasangan and Buku Nikah out of the mandatory set of a single debitur', async () => {
    const { id } = await createCreditApplication(context, headers, {
      debitur: { type: 'Personal', maritalStatus: 'Single' },
    });
    const structure = await structureOf(id);
    const codes = structure.missingMandatory.map((type) => type.code);
    expect(codes).toContain('ktp');
    expect(codes).not.toContain('ktp-pasangan');
    expect(codes).not.toContain('buku-nikah');
    expect(typeNode(structure, 'buku-nikah').mandatory).toBe(false);
  });

  it('shows an Enterprise debitur the company set only', async () => {
    const { id } = await createCreditApplication(context, headers, {
      debitur: { type: 'Enterprise' },
    });
    const structure = await structureOf(id);
    expect(structure.debiturType).toBe('Enterprise');
    expect(structure.categories.map((category) => category.code)).not.toContain(
      'debitur-perorangan',
    );
    expect(structure.missingMandatory.map((type) => type.code)).toEqual(
      expect.arrayContaining(['akta-perusahaan', 'nib', 'npwp-badan', 'ktp-pengurus']),
    );
  });

  it('answers 404 for an unknown application', async () => {
    const response = await call('GET', `/credit-application/list-document/${UNKNOWN_ID}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /document-credit-application', () => {
  it('uploads a document with its metadata, due date and SHA-256, shown in the detail', async () => {
    const { id } = await createCreditApplication(context, headers);
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
    ['a required text', 'sdk', { nomorSdk: '' }, 'metadata.nomorSdk', M.filled('Nomor SDK')],
    ['a number', 'sdk', { plafond: '12a' }, 'metadata.plafond', M.number('Plafond')],
    [
      'an option',
      'dokumen-sertifikat',
      { jenisSertifikat: 'Girik' },
      'metadata.jenisSertifikat',
      M.selected('Jenis Sertifikat'),
    ],
    [
      'a date',
      'sdk',
      { tanggalSdk: '2026-02-30' },
      'metadata.tanggalSdk',
      M.validDate('Tanggal SDK'),
    ],
    [
      'an Akhir before its Mulai',
      'rekening-koran',
      { periodeMulai: '2026-03-01', periodeAkhir: '2026-02-01' },
      'metadata.periodeAkhir',
      M.validDate('Periode Akhir'),
    ],
    ['a NIK', 'ktp', { nik: '123' }, 'metadata.nik', M.nikDigits('NIK')],
  ];

  it.each(metadataCases)(
    'refuses %s with 400 and the spec message, writing nothing',
    async (_, code, change, path, message) => {
      const { id } = await createCreditApplication(context, headers);
      const response = await uploadDocument(context, headers, id, code, {
        metadata: { ...validMetadata(code), ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response)).toContainEqual({ path, message });
      expect((await structureOf(id)).missingMandatory.map((type) => type.code)).toContain(code);
    },
  );

  it("refuses an upload without a file: 'Upload Document must be selected'", async () => {
    const { id } = await createCreditApplication(context, headers);
    const response = await uploadDocument(context, headers, id, 'bir', { file: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: M.fileRequired,
      details: [{ path: 'file', message: M.fileRequired }],
    });
  });

  it('refuses malformed data, an unknown type and a type of the other debitur kind', async () => {
    const { id } = await createCreditApplication(context, headers);
    const send = (data: string) =>
      callMultipart('POST', '/document-credit-application', { data }, [
        { key: 'file', name: 'a.pdf', data: PDF_BYTES },
      ]);
    const notJson = await send('{not json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(M.dataNotJson);
    for (const code of ['no-such-type', 'akta-perusahaan']) {
      const response = await send(
        JSON.stringify({
          creditApplication: id,
          documents: [{ code, uploadedDocuments: [{ metadata: {} }] }],
        }),
      );
      expect(response.statusCode, code).toBe(400);
      expect(response.json().message).toBe(M.typeUnknown);
    }
    const unknownApplication = await send(
      JSON.stringify({
        creditApplication: UNKNOWN_ID,
        documents: [{ code: 'bir', uploadedDocuments: [{ metadata: {} }] }],
      }),
    );
    expect(unknownApplication.statusCode).toBe(404);
  });

  it("adds an 'Add Other Document' type under Lain-lain, and a second file joins it", async () => {
    const { id } = await createCreditApplication(context, headers);
    const addOther = (type: string, name: string) =>
      callMultipart(
        'POST',
        '/document-credit-application',
        {
          data: JSON.stringify({
            creditApplication: id,
            category: 'lain-lain',
            documents: [{ type, uploadedDocuments: [{ metadata: { atasNama: 'Rina' } }] }],
          }),
        },
        [{ key: 'file', name, data: PNG }],
      );
    const empty = await addOther('   ', 'a.png');
    expect(empty.statusCode).toBe(400);
    expect(fieldErrorsOf(empty)).toEqual([
      { path: 'documents.0.type', message: M.documentTypeRequired },
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
    const elsewhere = await createCreditApplication(context, headers);
    const otherStructure = await structureOf(elsewhere.id);
    expect(otherStructure.categories.find((c) => c.code === 'lain-lain')?.children).toEqual([]);
  });

  it("marks a file uploaded while the application is Completed with statusDocument 'Completed'", async () => {
    const { id } = await createCreditApplication(context, headers);
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
  it('refuses anyone but the creator with 403', async () => {
    const { id } = await createCreditApplication(context, headers);
    const response = await uploadDocument(context, other, id, 'bir');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(M.notCreator);
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

  it('refuses any change while Waiting for Review (409) and before Credit Approved (409)', async () => {
    const { id } = await createCreditApplication(context, headers);
    const document = await uploaded(id, 'bir');
    await setStatus(id, 'Waiting for Review');
    const add = await uploadDocument(context, headers, id, 'bir');
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe(M.lockedForReview);
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
      expect(response.json().message).toBe(M.notYetApproved);
    }
  });

  it('lets a Rejected application still take documents', async () => {
    const { id } = await createCreditApplication(context, headers);
    await setStatus(id, 'Rejected');
    expect((await uploadDocument(context, headers, id, 'bir')).statusCode).toBe(201);
  });
});

describe('PUT /document-credit-application/{id}', () => {
  it('edits metadata, keeping the file; the due date follows', async () => {
    const { id } = await createCreditApplication(context, headers);
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

  it('replaces the file and keeps the earlier one as a downloadable version', async () => {
    const { id } = await createCreditApplication(context, headers);
    const document = await uploaded(id, 'bir');
    const response = await putUpdates(
      id,
      [
        {
          typeId: document.type._id,
          fileId: document.file._id,
          metadata: validMetadata('bir'),
          replaceFile: true,
          fileField: 'file_0',
        },
      ],
      [{ key: 'file_0', name: 'bir-v2.png', data: PNG }],
    );
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

  it('refuses replaceFile without the named file, a stray file, and an unknown document', async () => {
    const { id } = await createCreditApplication(context, headers);
    const document = await uploaded(id, 'bir');
    const entry = { typeId: document.type._id, fileId: document.file._id, metadata: {} };
    const missing = await putUpdates(id, [{ ...entry, replaceFile: true, fileField: 'file_0' }]);
    expect(missing.statusCode).toBe(400);
    expect(fieldErrorsOf(missing)).toEqual([{ path: 'updates.0.file', message: M.fileRequired }]);
    const stray = await putUpdates(
      id,
      [entry],
      [{ key: 'file_3', name: 'x.pdf', data: PDF_BYTES }],
    );
    expect(stray.statusCode).toBe(400);
    expect(stray.json().message).toBe(M.fileNotUsed('file_3'));
    const unknown = await putUpdates(id, [{ ...entry, fileId: UNKNOWN_ID }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.fileUnknown);
    const notList = await putUpdates(id, []);
    expect(notList.statusCode).toBe(400);
    expect(notList.json().message).toBe(M.updatesNotJson);
    const badMetadata = await putUpdates(id, [{ ...entry, metadata: { tanggal: 'soon' } }]);
    expect(fieldErrorsOf(badMetadata)).toEqual([
      { path: 'updates.0.metadata.tanggal', message: M.validDate('Tanggal') },
    ]);
  });

  it("renames an 'Add Other Document' type, but never a catalogued one", async () => {
    const { id } = await createCreditApplication(context, headers);
    const created = (
      await callMultipart(
        'POST',
        '/document-credit-application',
        {
          data: JSON.stringify({
            creditApplication: id,
            category: 'lain-lain',
            documents: [{ type: 'Surat Kuasa', uploadedDocuments: [{ metadata: {} }] }],
          }),
        },
        [{ key: 'file', name: 'kuasa.pdf', data: PDF_BYTES }],
      )
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
    expect(blank.json().message).toBe(M.documentTypeRequired);
    const catalogued = await uploaded(id, 'bir');
    const refused = await putUpdates(id, [
      { typeId: catalogued.type._id, fileId: catalogued.file._id, metadata: {}, type: 'Other' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.typeNotRenamable);
  });
});

describe('DELETE /document-credit-application/{id}/type/{typeId}/file/{fileId}', () => {
  it('removes the document and its versions; an own type leaves with its last file', async () => {
    const { id } = await createCreditApplication(context, headers);
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
      await callMultipart(
        'POST',
        '/document-credit-application',
        {
          data: JSON.stringify({
            creditApplication: id,
            category: 'lain-lain',
            documents: [{ type: 'Foto Usaha', uploadedDocuments: [{ metadata: {} }] }],
          }),
        },
        [{ key: 'file', name: 'foto.png', data: PNG }],
      )
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

describe('GET /document-credit-application/file/{fileId}', () => {
  it('sends the bytes as an attachment with the original name, nosniff, and an audit row', async () => {
    const { id } = await createCreditApplication(context, headers);
    const name = "Laporan (Q1) 'final' é.pdf";
    const document = await uploaded(id, 'bir', { key: 'file', name, data: PDF_BYTES });
    const response = await call('GET', `/document-credit-application/file/${document.file._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Laporan (Q1) 'final' _.pdf"; filename*=UTF-8''Laporan%20%28Q1%29%20%27final%27%20%C3%A9.pdf`,
    );
    const audit = await auditOf(context.db, document.file._id);
    expect(audit.map((row) => row.action)).toEqual(['created', 'downloaded']);
    expect(audit[1]?.actorId).toBe(adminId);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('GET', `/document-credit-application/file/${UNKNOWN_ID}`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/document-credit-application/file/abc')).statusCode).toBe(404);
  });
});

describe('GET /document-credit-application/files and reuse', () => {
  it("lists the debitur's own files (not photos) and its applications' files, and reuses one", async () => {
    const first = await createCreditApplication(context, headers);
    await context.db.insert(debiturFiles).values([
      {
        debiturId: first.debiturId,
        category: 'ktp',
        name: 'ktp-scan.pdf',
        contentType: 'application/pdf',
        size: PDF_BYTES.length,
        sha256: createHash('sha256').update(PDF_BYTES).digest('hex'),
        storageKey: 'debitur-files/test-ktp',
      },
      {
        debiturId: first.debiturId,
        category: 'debiturPhoto',
        name: 'photo.png',
        contentType: 'image/png',
        size: PNG.length,
        sha256: 'x',
        storageKey: 'debitur-files/test-photo',
      },
    ]);
    await context.app.storage.put('debitur-files/test-ktp', PDF_BYTES);
    const slik = await uploaded(first.id, 'slik');

    const list = async (query: string) => {
      const response = await call('GET', `/document-credit-application/files?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().response.data.map((row: { file: { name: string } }) => row.file);
    };
    const all = await list(`debiturId=${first.debiturId}`);
    expect(all.map((file: { name: string }) => file.name)).toEqual(['slik.pdf', 'ktp-scan.pdf']);
    expect(all[0]).toMatchObject({ source: 'credit-application', type: 'SLIK', kind: 'pdf' });
    expect(all[1]).toMatchObject({ source: 'debitur', type: 'ktp', creditAppNo: null });
    expect((await list(`debiturId=${first.debiturId}&type=slik`)).length).toBe(1);
    expect((await list(`debiturId=${first.debiturId}&type=ktp`)).length).toBe(1);
    expect(
      (await list(`debiturId=${first.debiturId}&search=scan`)).map((f: { name: string }) => f.name),
    ).toEqual(['ktp-scan.pdf']);
    expect(
      (await call('GET', `/document-credit-application/files?debiturId=${UNKNOWN_ID}`)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/document-credit-application/files')).statusCode).toBe(400);

    // The application takes both into other types without uploading them again.
    const reuse = async (applicationId: string, code: string, fileId: string) =>
      call('POST', '/document-credit-application', {
        data: {
          creditApplication: applicationId,
          documents: [{ code, uploadedDocuments: [{ metadata: validMetadata(code), fileId }] }],
        },
      });
    const reused = await reuse(first.id, 'ktp', all[1]._id);
    expect(reused.statusCode, reused.body).toBe(201);
    expect(reused.json().response.file).toMatchObject({ name: 'ktp-scan.pdf', kind: 'pdf' });
    const download = await call(
      'GET',
      `/document-credit-application/file/${reused.json().response.file._id}`,
    );
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    const fromApplication = await reuse(first.id, 'bir', slik.file.versionId);
    expect(fromApplication.statusCode, fromApplication.body).toBe(201);
    const elsewhere = await createCreditApplication(context, headers);
    const foreign = await reuse(elsewhere.id, 'bir', slik.file.versionId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(M.earlierFileUnknown);
  });
});

describe('access', () => {
  it('answers 401 without a session on every route', async () => {
    const { id } = await createCreditApplication(context, headers);
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', `/credit-application/list-document/${id}`],
      ['POST', '/document-credit-application'],
      ['PUT', `/document-credit-application/${id}`],
      ['DELETE', `/document-credit-application/${id}/type/${UNKNOWN_ID}/file/${UNKNOWN_ID}`],
      ['GET', `/document-credit-application/file/${UNKNOWN_ID}`],
      ['GET', `/document-credit-application/files?debiturId=${UNKNOWN_ID}`],
    ];
    for (const [method, url] of routes)
      expect((await call(method, url, undefined, {})).statusCode, url).toBe(401);
  });

  it('answers 403 without the Credit Application right the route names', async () => {
    const { id, debiturId } = await createCreditApplication(context, headers);
    const readOnly = await authHeaderWithGrants(context, {
      [SUB_MENUS.creditApplication]: ['Read'],
    });
    expect(
      (await call('GET', `/credit-application/list-document/${id}`, undefined, readOnly))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          'GET',
          `/document-credit-application/files?debiturId=${debiturId}`,
          undefined,
          readOnly,
        )
      ).statusCode,
    ).toBe(200);
    expect((await uploadDocument(context, readOnly, id, 'bir')).statusCode).toBe(403);
    expect((await putUpdates(id, [], [], readOnly)).statusCode).toBe(403);
    const none = await authHeaderWithGrants(context, {});
    expect(
      (await call('GET', `/credit-application/list-document/${id}`, undefined, none)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/document-credit-application/file/${UNKNOWN_ID}`, undefined, none))
        .statusCode,
    ).toBe(403);
  });
});
