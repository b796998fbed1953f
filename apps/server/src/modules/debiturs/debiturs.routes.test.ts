import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEBITUR_FILE_MAX_BYTES,
  DEBITUR_MESSAGES,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { STALE_RECORD_MESSAGE } from '@creditdesk/domain/shared/list-query.schemas';
import { insertCreditApplicationRow } from '../../testing/credit-application-rows';
import { adminSession, authHeaderWithGrants } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { debiturFiles, debiturs } from './debiturs.table';
import { requester } from '../../testing/http';
import { auditOf, countRows, storedFiles } from '../../testing/inspect';
import {
  createArea,
  createDebitur,
  debiturPayload,
  PDF,
  PNG,
  uniqueIdNumber,
  UNKNOWN_ID,
} from '../../testing/master-data';

let context: TestContext;
let headers: Record<string, string>;
let adminId: string;
let area: { groupId: string; branchId: string };

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

beforeAll(async () => {
  context = await createTestApp();
  const session = await adminSession(context);
  headers = session.headers;
  adminId = session.user.id;
  area = await createArea(context.db, 'Debitur Area');
});
afterAll(() => context.close());

const { call, callMultipart } = requester(() => context, {
  base: '/api/v1/master-data',
  headers: () => headers,
});

const personal = (overrides: Record<string, unknown> = {}) => debiturPayload(area, overrides);
const enterprise = (overrides: Record<string, unknown> = {}) =>
  debiturPayload(area, { type: 'Enterprise', ...overrides });

describe('debiturs: records', () => {
  it('creates a Personal debitur with documents and a photo, and reads it back', async () => {
    const data = personal({ fullName: 'Ani Wijaya' });
    const created = await createDebitur(context, headers, data, [
      { key: 'ktp', data: PDF, name: 'ktp ani.pdf' },
      { key: 'debiturPhoto', data: PNG, name: 'ani.png', type: 'image/png' },
    ]);
    const detail = await call('GET', `/debitur/${created._id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().response).toMatchObject({
      type: 'Personal',
      fullName: 'Ani Wijaya',
      dateOfBirth: '1985-04-12',
      phoneNumber: '+62-812-5555',
      maritalStatus: 'Married',
      idNumber: data.idNumber,
      email: 'budi@example.com',
      address: 'Jl. Merdeka 1, Bandung',
      relatedGroup: { _id: area.groupId, groupName: 'Debitur Area' },
      relatedBranch: { _id: area.branchId, branchName: 'Debitur Area Branch' },
      isArchive: false,
      uploadFile: [{ name: 'ktp ani.pdf', category: 'ktp' }],
      debiturPhoto: [{ name: 'ani.png' }],
      companyName: null,
      budget: null,
      createdBy: { name: expect.any(String) },
      version: 1,
    });
    const [file] = await context.db
      .select()
      .from(debiturFiles)
      .where(eq(debiturFiles.id, created.uploadFile[0]!._id));
    expect(file).toMatchObject({
      contentType: 'application/pdf',
      size: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    const audit = await auditOf(context.db, created._id);
    expect(audit.map((row) => row.action).sort()).toEqual([
      'created',
      'file-uploaded',
      'file-uploaded',
    ]);
    expect(audit.find((row) => row.action === 'created')?.after).toMatchObject({
      fullName: 'Ani Wijaya',
      email: 'budi@example.com',
    });
  });

  it('creates an Enterprise debitur, keeping the budget exact', async () => {
    const created = await createDebitur(context, headers, enterprise(), [
      { key: 'nib', data: JPEG, name: 'nib.jpg', type: 'image/jpeg' },
    ]);
    const detail = (await call('GET', `/debitur/${created._id}`)).json().response;
    expect(detail).toMatchObject({
      type: 'Enterprise',
      companyName: 'PT Maju Jaya',
      organizerName: 'Siti Rahma',
      telephoneNumber: '021-555-1234',
      budget: { $numberDecimal: '1500000000.50' },
      npwp: '01.234.567.8-901.234',
      nib: '1234567890123',
      shareHolder: 'Siti Rahma 60%, Andi 40%',
      permit: 'SIUP 123/2020',
      fullName: null,
      debiturPhoto: [],
      uploadFile: [{ name: 'nib.jpg', category: 'nib' }],
    });
  });

  it('accepts a JSON create body without files', async () => {
    const response = await call('POST', '/debitur', personal({ fullName: 'Json Body' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().response.fullName).toBe('Json Body');
  });

  it('updates with multipart data or a JSON body, auditing the changed fields', async () => {
    const created = await createDebitur(context, headers, personal({ fullName: 'Update Me' }));
    const viaMultipart = await callMultipart('PUT', `/debitur/${created._id}`, {
      data: JSON.stringify(
        personal({ fullName: 'Update Me', phoneNumber: '08123456789', version: 1 }),
      ),
    });
    expect(viaMultipart.statusCode, viaMultipart.body).toBe(200);
    expect(viaMultipart.json().response).toMatchObject({ phoneNumber: '08123456789', version: 2 });
    const withFile = await callMultipart(
      'PUT',
      `/debitur/${created._id}`,
      { data: JSON.stringify(personal({ fullName: 'With File' })) },
      [{ key: 'ktp', data: PDF, name: 'ktp.pdf' }],
    );
    expect(withFile.statusCode).toBe(400);

    const current = viaMultipart.json().response;
    const withoutType: Record<string, unknown> = personal({
      fullName: 'Updated Name',
      idNumber: current.idNumber,
      phoneNumber: '08123456789',
      address: 'New address',
    });
    delete withoutType.type;
    const viaJson = await call('PUT', `/debitur/${created._id}`, withoutType);
    expect(viaJson.statusCode, viaJson.body).toBe(200);
    expect(viaJson.json().response).toMatchObject({ fullName: 'Updated Name', version: 3 });

    const updates = (await auditOf(context.db, created._id)).filter(
      (row) => row.action === 'updated',
    );
    const renamed = updates.find((row) => (row.after as { fullName?: string }).fullName);
    expect(renamed?.before).toEqual({
      fullName: 'Update Me',
      address: 'Jl. Merdeka 1, Bandung',
    });
    expect(renamed?.after).toEqual({ fullName: 'Updated Name', address: 'New address' });
  });

  it('refuses to change the type, and a stale version', async () => {
    const created = await createDebitur(context, headers, personal({ fullName: 'Fixed Type' }));
    const typeChange = await call('PUT', `/debitur/${created._id}`, enterprise());
    expect(typeChange.statusCode).toBe(400);
    expect(typeChange.json().message).toBe(DEBITUR_MESSAGES.typeLocked);

    const detail = (await call('GET', `/debitur/${created._id}`)).json().response;
    const body = personal({ fullName: 'Fresh', idNumber: detail.idNumber });
    expect((await call('PUT', `/debitur/${created._id}`, { ...body, version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await call('PUT', `/debitur/${created._id}`, {
      ...body,
      fullName: 'Stale',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
    expect((await call('GET', `/debitur/${created._id}`)).json().response.fullName).toBe('Fresh');
  });

  it('refuses a branch that is not in the related group', async () => {
    const other = await createArea(context.db, 'Other Area');
    const response = await call(
      'POST',
      '/debitur',
      personal({ relatedGroup: area.groupId, relatedBranch: other.branchId }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DEBITUR_MESSAGES.branchNotInGroup);
  });

  const personalCases: [string, Record<string, unknown>, string][] = [
    ['type missing', { type: undefined }, DEBITUR_MESSAGES.typeRequired],
    ['full name missing', { fullName: ' ' }, DEBITUR_MESSAGES.fullNameRequired],
    ['email invalid', { email: 'budi@' }, DEBITUR_MESSAGES.emailInvalid],
    ['address missing', { address: '' }, DEBITUR_MESSAGES.addressRequired],
    ['date of birth missing', { dateOfBirth: '' }, DEBITUR_MESSAGES.dateOfBirthRequired],
    ['date of birth future', { dateOfBirth: '2999-01-01' }, DEBITUR_MESSAGES.dateOfBirthFuture],
    ['phone missing', { phoneNumber: '' }, DEBITUR_MESSAGES.phoneNumberRequired],
    ['phone too long', { phoneNumber: '0'.repeat(21) }, DEBITUR_MESSAGES.phoneTooLong],
    ['phone pattern', { phoneNumber: '0812abc45' }, DEBITUR_MESSAGES.phonePattern],
    ['marital status', { maritalStatus: 'Unknown' }, DEBITUR_MESSAGES.maritalStatusRequired],
    ['id number missing', { idNumber: '' }, DEBITUR_MESSAGES.idNumberRequired],
    ['id number digits', { idNumber: '12345' }, DEBITUR_MESSAGES.idNumberDigits],
    ['group missing', { relatedGroup: '' }, DEBITUR_MESSAGES.relatedGroupRequired],
    ['branch missing', { relatedBranch: '' }, DEBITUR_MESSAGES.relatedBranchRequired],
  ];
  const enterpriseCases: [string, Record<string, unknown>, string][] = [
    ['company missing', { companyName: '' }, DEBITUR_MESSAGES.companyNameRequired],
    ['organizer missing', { organizerName: '' }, DEBITUR_MESSAGES.organizerNameRequired],
    ['telephone missing', { telephoneNumber: '' }, DEBITUR_MESSAGES.telephoneNumberRequired],
    ['budget missing', { budget: '' }, DEBITUR_MESSAGES.budgetRequired],
    ['budget not a number', { budget: 'lots' }, DEBITUR_MESSAGES.budgetNumber],
    ['budget negative', { budget: '-10' }, DEBITUR_MESSAGES.budgetPositive],
    ['npwp missing', { npwpText: '' }, DEBITUR_MESSAGES.npwpRequired],
    ['npwp format', { npwpText: '12.345' }, DEBITUR_MESSAGES.npwpFormat],
    ['nib missing', { nibText: '' }, DEBITUR_MESSAGES.nibRequired],
    ['nib digits', { nibText: '123' }, DEBITUR_MESSAGES.nibDigits],
    ['share holder missing', { shareHolder: '' }, DEBITUR_MESSAGES.shareHolderRequired],
    ['permit missing', { permit: '' }, DEBITUR_MESSAGES.permitRequired],
    ['email invalid', { email: 'info@' }, DEBITUR_MESSAGES.emailInvalid],
  ];

  it.each([
    ...personalCases.map(([name, overrides, message]) => [`Personal ${name}`, overrides, message]),
    ...enterpriseCases.map(([name, overrides, message]) => [
      `Enterprise ${name}`,
      { ...overrides, type: 'Enterprise' },
      message,
    ]),
  ] as [string, Record<string, unknown>, string][])(
    'answers 400 for %s and writes nothing',
    async (_name, overrides, message) => {
      const data = overrides.type === 'Enterprise' ? enterprise(overrides) : personal(overrides);
      const before = await countRows(context.db, debiturs);
      const fields: Record<string, string> = { data: JSON.stringify(data) };
      if (data.type) fields.type = String(data.type);
      const response = await callMultipart('POST', '/debitur', fields, [
        { key: data.type === 'Enterprise' ? 'nib' : 'ktp', data: PDF, name: 'doc.pdf' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await countRows(context.db, debiturs)).toBe(before);
    },
  );

  it('answers 400 with the spec message on update too', async () => {
    const created = await createDebitur(context, headers, personal());
    const response = await call('PUT', `/debitur/${created._id}`, personal({ idNumber: '1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DEBITUR_MESSAGES.idNumberDigits);
  });

  it('lists with filters and search, hiding archived debiturs unless asked', async () => {
    const filterArea = await createArea(context.db, 'Filter Area');
    const inArea = { relatedGroup: filterArea.groupId, relatedBranch: filterArea.branchId };
    const single = await createDebitur(
      context,
      headers,
      personal({ ...inArea, fullName: 'Filter Single', maritalStatus: 'Single' }),
    );
    await createDebitur(context, headers, personal({ ...inArea, fullName: 'Filter Married' }));
    const company = await createDebitur(
      context,
      headers,
      enterprise({ ...inArea, companyName: 'Filter Corp' }),
    );
    const archived = await createDebitur(
      context,
      headers,
      personal({ ...inArea, fullName: 'Filter Archived' }),
    );
    expect(
      (await call('PUT', `/debitur/${archived._id}/archive`, { isArchive: true })).statusCode,
    ).toBe(200);

    const names = async (query: string) => {
      const response = await call('GET', `/debiturs?branchId=${filterArea.branchId}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (
        response.json().response.data as { fullName: string | null; companyName: string | null }[]
      )
        .map((row) => row.fullName ?? row.companyName)
        .sort();
    };
    expect(await names('')).toEqual(['Filter Corp', 'Filter Married', 'Filter Single']);
    expect(await names('type=Personal')).toEqual(['Filter Married', 'Filter Single']);
    expect(await names('type=Enterprise')).toEqual(['Filter Corp']);
    expect(await names('maritalStatus[]=Single')).toEqual(['Filter Single']);
    expect(await names('fullName=Filter%20Married&fullName=Filter%20Single')).toEqual([
      'Filter Married',
      'Filter Single',
    ]);
    expect(await names('companyName[]=Filter%20Corp')).toEqual(['Filter Corp']);
    expect(await names('search=corp')).toEqual(['Filter Corp']);
    expect(await names('isArchive=true')).toEqual(['Filter Archived']);
    expect(await names('isArchive=false&search=filter%20s')).toEqual(['Filter Single']);
    expect(await names('branchId=not-an-id')).toEqual([
      'Filter Corp',
      'Filter Married',
      'Filter Single',
    ]);
    expect((await call('GET', '/debiturs?branchId=not-an-id')).json().response.total).toBe(0);

    const all = await call(
      'GET',
      `/debiturs?branchId=${filterArea.branchId}&sortBy=created&sortOrder=asc`,
    );
    const ids = all.json().response.data.map((row: { _id: string }) => row._id);
    expect(ids).toEqual([single._id, expect.any(String), company._id]);
    const paged = await call(
      'GET',
      `/debiturs?branchId=${filterArea.branchId}&limit=1&page=2&sortBy=created&sortOrder=asc`,
    );
    expect(paged.json().response.total).toBe(3);
    expect(paged.json().response.data.map((row: { _id: string }) => row._id)).toEqual([ids[1]]);
  });

  it('archives and unarchives, with audit rows', async () => {
    const created = await createDebitur(context, headers, personal({ fullName: 'Archive Me' }));
    const archived = await call('PUT', `/debitur/${created._id}/archive`, { isArchive: true });
    expect(archived.json().response.isArchive).toBe(true);
    const restored = await call('PUT', `/debitur/${created._id}/archive`, { isArchive: false });
    expect(restored.json().response.isArchive).toBe(false);
    const actions = (await auditOf(context.db, created._id)).map((row) => row.action).sort();
    expect(actions).toEqual(['archived', 'created', 'unarchived']);
    const invalid = await call('PUT', `/debitur/${created._id}/archive`, { isArchive: 'yes' });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers 409 for a live duplicate ID number, and allows it again once archived', async () => {
    const idNumber = uniqueIdNumber();
    const first = await createDebitur(context, headers, personal({ idNumber }));
    const duplicate = await call('POST', '/debitur', personal({ idNumber }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(DEBITUR_MESSAGES.idNumberTaken);

    await call('PUT', `/debitur/${first._id}/archive`, { isArchive: true });
    const second = await call('POST', '/debitur', personal({ idNumber }));
    expect(second.statusCode).toBe(201);

    const unarchive = await call('PUT', `/debitur/${first._id}/archive`, { isArchive: false });
    expect(unarchive.statusCode).toBe(409);
    expect(unarchive.json().message).toBe(DEBITUR_MESSAGES.idNumberTaken);
  });

  it('deletes a debitur with its files and stored bytes', async () => {
    const before = await storedFiles(context, 'debitur-files');
    const created = await createDebitur(context, headers, personal({ fullName: 'Delete Me' }), [
      { key: 'ktp', data: PDF, name: 'ktp.pdf' },
    ]);
    expect((await storedFiles(context, 'debitur-files')).length).toBe(before.length + 1);
    expect((await call('DELETE', `/debitur/${created._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/debitur/${created._id}`)).statusCode).toBe(404);
    expect(await storedFiles(context, 'debitur-files')).toEqual(before);
    const deleted = (await auditOf(context.db, created._id)).find(
      (row) => row.action === 'deleted',
    );
    expect(deleted?.before).toMatchObject({ fullName: 'Delete Me' });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const [method, url] of [
      ['GET', `/debitur/${UNKNOWN_ID}`],
      ['GET', '/debitur/not-an-id'],
      ['PUT', `/debitur/${UNKNOWN_ID}`],
      ['PUT', `/debitur/${UNKNOWN_ID}/archive`],
      ['DELETE', `/debitur/${UNKNOWN_ID}`],
      ['DELETE', `/debitur/${UNKNOWN_ID}/file/${UNKNOWN_ID}`],
      ['GET', `/debitur/${UNKNOWN_ID}/debitur-photo`],
      ['GET', `/debitur/file/${UNKNOWN_ID}`],
    ] as const) {
      const payload =
        method === 'PUT' ? (url.endsWith('archive') ? { isArchive: true } : personal()) : undefined;
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const files = await callMultipart('PUT', `/debitur/${UNKNOWN_ID}/files`, {}, [
      { key: 'ktp', data: PDF, name: 'ktp.pdf' },
    ]);
    expect(files.statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 without the access type', async () => {
    expect((await call('GET', '/debiturs', undefined, {})).statusCode).toBe(401);
    const readOnly = await authHeaderWithGrants(context, { 'Debitur Management': ['Read'] });
    expect((await call('GET', '/debiturs', undefined, readOnly)).statusCode).toBe(200);
    expect((await call('POST', '/debitur', personal(), readOnly)).statusCode).toBe(403);
    const created = await createDebitur(context, headers, personal());
    for (const [method, url] of [
      ['PUT', `/debitur/${created._id}`],
      ['PUT', `/debitur/${created._id}/archive`],
      ['DELETE', `/debitur/${created._id}`],
    ] as const)
      expect((await call(method, url, { isArchive: true }, readOnly)).statusCode).toBe(403);
    const upload = await callMultipart(
      'PUT',
      `/debitur/${created._id}/files`,
      {},
      [{ key: 'ktp', data: PDF, name: 'ktp.pdf' }],
      readOnly,
    );
    expect(upload.statusCode).toBe(403);
  });

  it('exports the filtered list as CSV and XLSX with the tab columns', async () => {
    const exportArea = await createArea(context.db, 'Export Area');
    const inArea = { relatedGroup: exportArea.groupId, relatedBranch: exportArea.branchId };
    await createDebitur(context, headers, personal({ ...inArea, fullName: '=cmd()', email: '' }));
    await createDebitur(context, headers, enterprise({ ...inArea, companyName: 'Export Corp' }));
    const csv = await call(
      'GET',
      `/debiturs/export?format=csv&type=Personal&branchId=${exportArea.branchId}&limit=1`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/debiturs-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('No,Debitur Name,ID Number,Phone Number,Email,Marital Status,Branch');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^1,'=cmd\(\),\d{16},'\+62-812-5555,-,Married,Export Area Branch$/);

    const xlsx = await call(
      'GET',
      `/debiturs/export?type=Enterprise&branchId=${exportArea.branchId}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'No',
      'Company Name',
      'Organizer Name',
      'Telephone Number',
      'Email',
      'Budget',
      'Branch',
    ]);
    expect(sheet.getRow(2).getCell(2).value).toBe('Export Corp');
    expect(sheet.getRow(2).getCell(6).value).toBe('1500000000.50');
  });
});

describe('debiturs: files', () => {
  it('replaces a document of a category, removing the old bytes after commit', async () => {
    const created = await createDebitur(context, headers, personal(), [
      { key: 'ktp', data: PDF, name: 'old.pdf' },
    ]);
    const stored = await storedFiles(context, 'debitur-files');
    const response = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'ktp', data: PNG, name: 'new.png', type: 'image/png' },
      { key: 'npwp', data: JPEG, name: 'npwp.jpg', type: 'image/jpeg' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const files = response.json().response.uploadFile as { name: string; category: string }[];
    expect(files.map((file) => `${file.category}:${file.name}`).sort()).toEqual([
      'ktp:new.png',
      'npwp:npwp.jpg',
    ]);
    expect((await storedFiles(context, 'debitur-files')).length).toBe(stored.length + 1);
    const audit = await auditOf(context.db, created._id);
    expect(
      audit.filter((row) => row.action === 'file-uploaded').map((row) => row.after),
    ).toContainEqual({ category: 'ktp', name: 'new.png' });
  });

  it('keeps every photo, the newest last and served as the current one', async () => {
    const created = await createDebitur(context, headers, personal(), [
      { key: 'debiturPhoto', data: PNG, name: 'first.png', type: 'image/png' },
    ]);
    const response = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'debiturPhoto', data: JPEG, name: 'second.jpg', type: 'image/jpeg' },
    ]);
    expect(
      response.json().response.debiturPhoto.map((photo: { name: string }) => photo.name),
    ).toEqual(['first.png', 'second.jpg']);
    const photo = await call('GET', `/debitur/${created._id}/debitur-photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(JPEG)).toBe(true);
  });

  it('downloads a file as an attachment with its original name', async () => {
    const created = await createDebitur(context, headers, personal(), [
      { key: 'ktp', data: PDF, name: 'KTP Budi é.pdf' },
    ]);
    const download = await call('GET', `/debitur/file/${created.uploadFile[0]!._id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="KTP Budi _.pdf"; filename*=UTF-8''KTP%20Budi%20%C3%A9.pdf`,
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const noPhoto = await call('GET', `/debitur/${created._id}/debitur-photo`);
    expect(noPhoto.statusCode).toBe(404);
  });

  it("removes a file, answering 404 for another debitur's file", async () => {
    const owner = await createDebitur(context, headers, personal(), [
      { key: 'ktp', data: PDF, name: 'ktp.pdf' },
    ]);
    const other = await createDebitur(context, headers, personal());
    const fileId = owner.uploadFile[0]!._id;
    const before = await storedFiles(context, 'debitur-files');
    expect((await call('DELETE', `/debitur/${other._id}/file/${fileId}`)).statusCode).toBe(404);
    const removed = await call('DELETE', `/debitur/${owner._id}/file/${fileId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().response.uploadFile).toEqual([]);
    expect((await storedFiles(context, 'debitur-files')).length).toBe(before.length - 1);
    expect((await call('GET', `/debitur/file/${fileId}`)).statusCode).toBe(404);
    const audit = await auditOf(context.db, owner._id);
    expect(audit.find((row) => row.action === 'file-removed')?.after).toEqual({
      category: 'ktp',
      name: 'ktp.pdf',
    });
  });

  it('refuses a renamed executable, a PDF photo and an unknown category by their content', async () => {
    const created = await createDebitur(context, headers, personal());
    const before = await storedFiles(context, 'debitur-files');
    const renamed = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'ktp', data: EXE, name: 'ktp.pdf', type: 'application/pdf' },
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe(DEBITUR_MESSAGES.fileType);
    const pdfPhoto = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'debiturPhoto', data: PDF, name: 'photo.png', type: 'image/png' },
    ]);
    expect(pdfPhoto.statusCode).toBe(415);
    const enterpriseOnly = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'nib', data: PDF, name: 'nib.pdf' },
    ]);
    expect(enterpriseOnly.statusCode).toBe(400);
    const none = await callMultipart('PUT', `/debitur/${created._id}/files`, {});
    expect(none.statusCode).toBe(400);
    const onCreate = await callMultipart(
      'POST',
      '/debitur',
      { type: 'Personal', data: JSON.stringify(personal()) },
      [{ key: 'ktp', data: EXE, name: 'setup.pdf' }],
    );
    expect(onCreate.statusCode).toBe(415);
    expect(await storedFiles(context, 'debitur-files')).toEqual(before);
    expect((await call('GET', `/debitur/${created._id}`)).json().response.uploadFile).toEqual([]);
  });

  it('accepts exactly 10 MB and answers 413 to one byte more', async () => {
    const created = await createDebitur(context, headers, personal());
    const exact = Buffer.concat([PDF, Buffer.alloc(DEBITUR_FILE_MAX_BYTES - PDF.length, 0x20)]);
    const accepted = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'rekeningKoran', data: exact, name: 'rekening.pdf' },
    ]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const before = await storedFiles(context, 'debitur-files');
    const tooLarge = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'kartuKeluarga', data: Buffer.concat([exact, Buffer.from(' ')]), name: 'kk.pdf' },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(DEBITUR_MESSAGES.fileTooLarge);
    expect(await storedFiles(context, 'debitur-files')).toEqual(before);
  });

  it('leaves no stored file behind when the write fails', async () => {
    const idNumber = uniqueIdNumber();
    await createDebitur(context, headers, personal({ idNumber }));
    const before = await storedFiles(context, 'debitur-files');
    const duplicate = await callMultipart(
      'POST',
      '/debitur',
      { type: 'Personal', data: JSON.stringify(personal({ idNumber })) },
      [
        { key: 'ktp', data: PDF, name: 'ktp.pdf' },
        { key: 'debiturPhoto', data: PNG, name: 'photo.png', type: 'image/png' },
      ],
    );
    expect(duplicate.statusCode).toBe(409);
    expect(await storedFiles(context, 'debitur-files')).toEqual(before);
  });
});

describe('debiturs: audit trail', () => {
  it('describes each change with the name the debitur had at the time, newest first', async () => {
    const data = personal({ fullName: 'Trail Person' });
    const created = await createDebitur(context, headers, data, [
      { key: 'npwp', data: PDF, name: 'npwp.pdf' },
    ]);
    await call('PUT', `/debitur/${created._id}`, {
      ...data,
      phoneNumber: '0899999999',
      address: 'Trail Street 2',
    });
    await call('PUT', `/debitur/${created._id}`, {
      ...data,
      fullName: 'Trail Renamed',
      phoneNumber: '0899999999',
      address: 'Trail Street 2',
    });
    const fileId = (await call('GET', `/debitur/${created._id}`)).json().response.uploadFile[0]._id;
    await call('DELETE', `/debitur/${created._id}/file/${fileId}`);
    await call('PUT', `/debitur/${created._id}/archive`, { isArchive: true });
    await call('PUT', `/debitur/${created._id}/archive`, { isArchive: false });
    await call('DELETE', `/debitur/${created._id}`);

    const response = await call('GET', '/debiturs/audit-trail?search=trail%20person&limit=50');
    expect(response.statusCode).toBe(200);
    const entries = response.json().response.data as {
      debiturId: string;
      debiturName: string;
      description: string;
      actor: { name: string } | null;
    }[];
    expect(response.json().response.total).toBe(entries.length);
    expect(entries.every((entry) => entry.debiturId === created._id)).toBe(true);
    expect(entries.every((entry) => entry.actor?.name)).toBe(true);
    const described = entries.map((entry) => `${entry.debiturName}: ${entry.description}`);
    expect(described.slice(0, 6)).toEqual([
      'Trail Renamed: Deleted',
      'Trail Renamed: Unarchived',
      'Trail Renamed: Archived',
      'Trail Renamed: Removed NPWP',
      'Trail Renamed: Updated fullName',
      'Trail Person: Updated phoneNumber, address',
    ]);
    expect(described.slice(6).sort()).toEqual([
      'Trail Person: Created',
      'Trail Person: Uploaded NPWP',
    ]);

    const renamedSearch = await call('GET', '/debiturs/audit-trail?search=trail%20renamed');
    expect(renamedSearch.json().response.total).toBe(entries.length);
    const paged = await call('GET', '/debiturs/audit-trail?search=trail%20person&limit=2&page=2');
    expect(
      paged.json().response.data.map((entry: { description: string }) => entry.description),
    ).toEqual(['Archived', 'Removed NPWP']);
  });

  it('exports the audit trail as CSV and XLSX', async () => {
    await createDebitur(context, headers, personal({ fullName: 'Audit Export' }));
    const csv = await call('GET', '/debiturs/audit-trail/export?format=csv&search=audit%20export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /debitur-audit-trail-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('No,Debitur Name,Description,Changed By,Date (UTC)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^1,Audit Export,Created,.+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const xlsx = await call('GET', '/debiturs/audit-trail/export?search=audit%20export');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(2).getCell(3).value).toBe('Created');
  });

  it('answers 401 and 403 on the audit trail', async () => {
    expect((await call('GET', '/debiturs/audit-trail', undefined, {})).statusCode).toBe(401);
    const noRead = await authHeaderWithGrants(context, { 'Debitur Management': ['Update'] });
    expect((await call('GET', '/debiturs/audit-trail', undefined, noRead)).statusCode).toBe(403);
  });
});

describe('debiturs: in use', () => {
  it('refuses to delete a debitur a credit application references, and keeps it', async () => {
    const debitur = await createDebitur(context, headers, personal());
    await insertCreditApplicationRow(context.db, { createdBy: adminId, debiturId: debitur._id });
    const response = await call('DELETE', `/debitur/${debitur._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You cannot delete data. The data has been used in another module.',
    );
    expect((await call('GET', `/debitur/${debitur._id}`)).statusCode).toBe(200);
  });
});
