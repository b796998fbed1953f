import { describe, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { DOCUMENT_MESSAGES as M } from '@creditdesk/domain/documents/documents.schemas';
import {
  createCreditApplication,
  PDF_BYTES,
  validMetadata,
  typeNode,
} from '../../testing/credit-applications';
import { debiturFiles } from '../debiturs/debiturs.table';
import { UNKNOWN_ID } from '../../testing/master-data';
import { auditOf } from '../../testing/inspect';
import {
  adminApplication,
  adminId,
  call,
  context,
  headers,
  it,
  PNG,
  structureOf,
  uploaded,
} from './documents.fixture';

describe('GET /credit-application/list-document/{id}', () => {
  it("shows the debitur type's categories with completion and the missing mandatory set", async ({
    application: { id },
  }) => {
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

describe('GET /document-credit-application/file/{fileId}', () => {
  it('sends the bytes as an attachment with the original name, nosniff, and an audit row', async ({
    application: { id },
  }) => {
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
  it("lists the debitur's own files (not photos) and its applications' files, and reuses one", async ({
    application: first,
  }) => {
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
    const elsewhere = await adminApplication();
    const foreign = await reuse(elsewhere.id, 'bir', slik.file.versionId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe(M.earlierFileUnknown);
  });
});
