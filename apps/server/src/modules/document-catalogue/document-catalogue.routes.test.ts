import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  DOCUMENT_CATALOGUE_MESSAGES as M,
  type CatalogueCategory,
  type CatalogueTree,
  type CatalogueType,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { DOCUMENT_MESSAGES } from '@creditdesk/domain/documents/documents.schemas';
import { withParams } from '@creditdesk/domain/shared/message-index';
import {
  createCreditApplication,
  documentStructure,
  typeNode,
  uploadDocument,
  uploadMandatorySet,
} from '../../testing/credit-applications';
import { adminSession, authHeaderWithGrants } from '../../testing/factories';
import {
  answeredRecord,
  createdRecord,
  expectConflict,
  expectRefused,
  fieldCodesOf,
  requester,
} from '../../testing/http';
import { auditOf, expectRefusedInUse } from '../../testing/inspect';
import { createTestApp, type TestContext } from '../../testing/test-app';

let context: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  context = await createTestApp();
  admin = (await adminSession(context)).headers;
});
afterAll(() => context.close());

const { call } = requester(() => context, {
  base: '/api/v1/master-data/document-catalogue',
  headers: () => admin,
});

const applications = requester(() => context, { headers: () => admin });

const tree = async () => answeredRecord<CatalogueTree>(await call('GET', ''));
const typeIn = (catalogue: CatalogueTree, code: string) => {
  const found = catalogue.flatMap((category) => category.types).find((type) => type.code === code);
  if (!found) throw new Error(`no type ${code}`);
  return found;
};

const typeBody = (overrides: Record<string, unknown> = {}) => ({
  code: 'surat-kuasa',
  title: 'Surat Kuasa',
  categoryCode: 'permohonan',
  position: 9,
  mandatory: 'none',
  report: null,
  dueField: null,
  formMetaData: [
    { label: 'Nomor Surat', name: 'nomorSurat', type: 'text', required: true },
    { label: 'Pemberi Kuasa', name: 'pemberiKuasa', type: 'text', check: 'nik' },
  ],
  ...overrides,
});

describe('GET /master-data/document-catalogue', () => {
  it('answers the tree: categories in order, each type with its rule, report and form', async () => {
    const catalogue = await tree();
    expect(catalogue.map((category) => category.code).slice(0, 2)).toEqual([
      'permohonan',
      'persetujuan',
    ]);
    expect(catalogue.find((category) => category.code === 'debitur-perorangan')).toMatchObject({
      debiturKinds: 'Personal',
      retired: false,
      inUse: true,
    });
    expect(typeIn(catalogue, 'sdk')).toMatchObject({
      categoryCode: 'persetujuan',
      mandatory: 'always',
      report: 'sdk',
      dueField: 'berlakuAkhir',
      retired: false,
      inUse: false,
      codeLocked: false,
    });
    expect(typeIn(catalogue, 'buku-nikah').mandatory).toBe('married');
    expect(typeIn(catalogue, 'ktp').formMetaData[0]).toEqual({
      name: 'nik',
      label: 'NIK',
      type: 'text',
      required: true,
      check: 'nik',
    });
  });

  it('answers 401 without a session and 403 without Document Catalogue/Read', async () => {
    expect((await call('GET', '', undefined, {})).statusCode).toBe(401);
    const other = await authHeaderWithGrants(context, { [SUB_MENUS.facility]: ['Read'] });
    expect((await call('GET', '', undefined, other)).statusCode).toBe(403);
    const reader = await authHeaderWithGrants(context, { [SUB_MENUS.documentCatalogue]: ['Read'] });
    expect((await call('GET', '', undefined, reader)).statusCode).toBe(200);
    expect((await call('POST', '/type', typeBody(), reader)).statusCode).toBe(403);
  });
});

describe('document types', () => {
  it('creates, updates and deletes a type, auditing each change', async () => {
    const created = createdRecord<CatalogueType>(await call('POST', '/type', typeBody()));
    expect(created).toMatchObject({ code: 'surat-kuasa', inUse: false, retired: false });
    expect(typeIn(await tree(), 'surat-kuasa').id).toBe(created.id);

    const updated = answeredRecord<CatalogueType>(
      await call(
        'PUT',
        `/type/${created.id}`,
        typeBody({
          code: 'surat-kuasa-khusus',
          title: 'Surat Kuasa Khusus',
          mandatory: 'enterprise',
          report: 'master-document-jaminan',
          dueField: 'berlakuAkhir',
          formMetaData: [{ label: 'Berlaku Akhir', name: 'berlakuAkhir', type: 'date' }],
        }),
      ),
    );
    expect(updated).toMatchObject({
      code: 'surat-kuasa-khusus',
      mandatory: 'enterprise',
      report: 'master-document-jaminan',
      dueField: 'berlakuAkhir',
    });

    expect((await call('DELETE', `/type/${created.id}`)).statusCode).toBe(200);
    expect((await tree()).flatMap((category) => category.types).map((t) => t.id)).not.toContain(
      created.id,
    );
    const audit = await auditOf(context.db, created.id);
    expect(audit.map((row) => row.action).sort()).toEqual(['created', 'deleted', 'updated']);
  });

  it("refuses with 400 and the catalogue's coded messages", async () => {
    const refused = await call(
      'POST',
      '/type',
      typeBody({
        code: 'ktp',
        dueField: 'nomorSurat',
        formMetaData: [
          { label: 'Nomor Surat', name: 'nomorSurat', type: 'text' },
          { label: 'Status', name: 'status', type: 'option' },
        ],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(fieldCodesOf(refused)).toEqual([
      {
        path: 'formMetaData.1.options',
        code: withParams(M.optionsRequired, { label: 'Status' }),
      },
      { path: 'dueField', code: withParams(M.dueFieldNotDate, { name: 'nomorSurat' }) },
    ]);
    expectRefused(
      await call('POST', '/type', typeBody({ code: 'ktp' })),
      withParams(M.codeTaken, { code: 'ktp' }),
      'a code already used',
    );
    expectRefused(
      await call('POST', '/type', typeBody({ categoryCode: 'no-such-category' })),
      M.unknownCategory,
      'an unknown category',
    );
    expectRefused(
      await call('POST', '/type', typeBody({ report: 'no-such-report' })),
      M.unknownReport,
      'an unknown report',
    );
  });

  it('keeps the code of a type a file uses, and refuses to delete it (retire instead)', async () => {
    const application = await createCreditApplication(context, admin);
    expect((await uploadDocument(context, admin, application.id, 'bir')).statusCode).toBe(201);
    const bir = typeIn(await tree(), 'bir');
    expect(bir).toMatchObject({ inUse: true, codeLocked: true });
    const body = {
      ...bir,
      code: 'bir-baru',
      formMetaData: bir.formMetaData,
    };
    expectRefused(
      await call('PUT', `/type/${bir.id}`, body),
      withParams(M.codeLocked, { title: 'BIR' }),
      'a used code',
    );
    await expectRefusedInUse(context.db, await call('DELETE', `/type/${bir.id}`), bir.id);
    const retired = answeredRecord<CatalogueType>(
      await call('PUT', `/type/${bir.id}`, { ...body, code: 'bir', retired: true }),
    );
    expect(retired.retired).toBe(true);
    // The application whose file it holds still shows it; a new one no longer offers it.
    expect(
      typeNode(await documentStructure(context, admin, application.id), 'bir').files,
    ).toHaveLength(1);
    const fresh = await createCreditApplication(context, admin);
    const structure = await documentStructure(context, admin, fresh.id);
    expect(
      structure.categories.flatMap((category) => category.children).map((c) => c.code),
    ).not.toContain('bir');
    expect((await uploadDocument(context, admin, fresh.id, 'bir')).statusCode).toBe(400);
    await call('PUT', `/type/${bir.id}`, { ...body, code: 'bir', retired: false });
  });
});

describe('document categories', () => {
  it('creates, updates, refuses a used one and deletes an empty one', async () => {
    const created = createdRecord<CatalogueCategory>(
      await call('POST', '/category', {
        code: 'legalitas',
        title: 'Legalitas',
        position: 20,
        debiturKinds: 'Enterprise',
      }),
    );
    expect(created).toMatchObject({ code: 'legalitas', inUse: false, types: [] });
    const updated = answeredRecord<CatalogueCategory>(
      await call('PUT', '/category/legalitas', {
        title: 'Legalitas Usaha',
        position: 21,
        debiturKinds: 'both',
        retired: false,
      }),
    );
    expect(updated).toMatchObject({ title: 'Legalitas Usaha', debiturKinds: 'both' });
    expectRefused(
      await call('POST', '/category', { ...created, code: 'legalitas' }),
      withParams(M.codeTaken, { code: 'legalitas' }),
      'a code already used',
    );
    const type = createdRecord<CatalogueType>(
      await call('POST', '/type', typeBody({ code: 'akta-pendirian', categoryCode: 'legalitas' })),
    );
    await expectRefusedInUse(context.db, await call('DELETE', '/category/legalitas'), 'legalitas');
    expect((await call('DELETE', `/type/${type.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', '/category/legalitas')).statusCode).toBe(200);
    expect((await tree()).map((category) => category.code)).not.toContain('legalitas');
    expect((await call('DELETE', '/category/legalitas')).statusCode).toBe(404);
  });
});

describe('report pages', () => {
  it("list a type's documents once the type names the report, due by its due field", async () => {
    const application = await createCreditApplication(context, admin);
    const uploaded = await uploadDocument(context, admin, application.id, 'sppk', {
      metadata: { nomorDokumen: 'SPPK-7', tanggal: '2026-06-30', atasNama: 'Rina' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const sdkRows = async () =>
      answeredRecord<{ data: { document: { typeCode: string }; dueDate: string | null }[] }>(
        await applications.call('GET', '/report/sdk?limit=100'),
      ).data.filter((row) => row.document.typeCode === 'sppk');
    expect(await sdkRows()).toEqual([]);

    const sppk = typeIn(await tree(), 'sppk');
    answeredRecord(
      await call('PUT', `/type/${sppk.id}`, { ...sppk, report: 'sdk', dueField: 'tanggal' }),
    );
    expect(await sdkRows()).toEqual([expect.objectContaining({ dueDate: '2026-06-30' })]);
  });
});

describe('catalogue versions', () => {
  it('keeps a submitted application on its version while a draft sees the change', async () => {
    const submitted = await createCreditApplication(context, admin);
    await uploadMandatorySet(context, admin, submitted.id);
    const submit = await applications.call(
      'POST',
      `/credit-application/${submitted.id}/submit-document`,
    );
    expect(submit.statusCode, submit.body).toBe(200);
    const draft = await createCreditApplication(context, admin);

    createdRecord<CatalogueType>(
      await call('POST', '/type', typeBody({ code: 'surat-pernyataan', mandatory: 'always' })),
    );
    const slipGaji = typeIn(await tree(), 'slip-gaji');
    answeredRecord(await call('PUT', `/type/${slipGaji.id}`, { ...slipGaji, mandatory: 'always' }));

    const before = await documentStructure(context, admin, submitted.id);
    expect(before.missingMandatory).toEqual([]);
    expect(() => typeNode(before, 'surat-pernyataan')).toThrow();
    expect(typeNode(before, 'slip-gaji').mandatory).toBe(false);

    const after = await documentStructure(context, admin, draft.id);
    expect(typeNode(after, 'surat-pernyataan').mandatory).toBe(true);
    expect(typeNode(after, 'slip-gaji').mandatory).toBe(true);
    expect(after.missingMandatory.map((missing) => missing.code)).toEqual(
      expect.arrayContaining(['surat-pernyataan', 'slip-gaji']),
    );
    // The Submit gate reads the same catalogue: the shipped set is no longer enough for a draft.
    await uploadMandatorySet(context, admin, draft.id);
    expectConflict(
      await applications.call('POST', `/credit-application/${draft.id}/submit-document`),
      withParams(DOCUMENT_MESSAGES.missingMandatory, { titles: 'Surat Kuasa, Slip Gaji' }),
      'These mandatory documents are missing: Surat Kuasa, Slip Gaji.',
    );
  });
});
