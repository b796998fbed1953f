import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  CREDIT_APPLICATION_MESSAGES as M,
  NEW_DEBITUR_FILE_MAX_BYTES,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { adminSession, authHeaderWithGrants, createUser, signIn } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { auditLogs } from '../audit/audit.table';
import { debiturFiles, debiturs } from '../debiturs/debiturs.table';
import { formatCreditAppNo } from './credit-application-number';
import { CREDIT_APPLICATION_CONFLICTS as C } from './credit-application-conflicts';
import { creditApplicationSigning, creditApplications } from './credit-applications.table';
import { requester, type UploadFile } from '../../testing/http';
import { countRows, storedFiles } from '../../testing/inspect';
import {
  createArea,
  createCreditType,
  createFacility,
  insertDebitur,
  PDF,
  PNG,
  uniqueIdNumber,
  UNKNOWN_ID,
} from '../../testing/master-data';

let context: TestContext;
let headers: Record<string, string>;
let adminId: string;
let area: { groupId: string; branchId: string };
let otherArea: { groupId: string; branchId: string };
let creditTypeId: string;
let otherCreditTypeId: string;
let facilityIds: [string, string];
let personalId: string;
let enterpriseId: string;
let archivedId: string;

beforeAll(async () => {
  context = await createTestApp();
  const session = await adminSession(context);
  headers = session.headers;
  adminId = session.user.id;
  area = await createArea(context.db, 'Credit Area');
  otherArea = await createArea(context.db, 'Other Credit Area');
  creditTypeId = (await createCreditType(context.db, 'Kredit Modal Kerja')).id;
  otherCreditTypeId = (await createCreditType(context.db, 'Kredit Investasi')).id;
  facilityIds = [
    (await createFacility(context.db, 'Overdraft')).id,
    (await createFacility(context.db, 'Term Loan')).id,
  ];
  personalId = await insertDebitur(context.db, area, { fullName: 'Rina Kartika' });
  enterpriseId = await insertDebitur(context.db, otherArea, {
    type: 'Enterprise',
    companyName: 'PT Sinar Abadi',
  });
  archivedId = await insertDebitur(context.db, area, {
    fullName: 'Archived Person',
    isArchive: true,
  });
});
afterAll(() => context.close());

const { call, callMultipart } = requester(() => context, {
  base: '/api/v1/credit-application',
  headers: () => headers,
});

/** A complete wizard submit for the existing Personal debitur. */
const application = (overrides: Record<string, unknown> = {}) => ({
  type: 'Personal',
  joinType: 'Existing Debitur',
  debitur: personalId,
  branch: area.branchId,
  creditType: creditTypeId,
  plafond: '1500000000.25',
  facilities: facilityIds,
  tenorStartDate: '2026-02-01',
  tenorEndDate: '2027-01-31',
  creditDesc: 'Working capital for the rice mill',
  status: 'Open',
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}, as = headers) => {
  const response = await call('POST', '', application(overrides), as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().response as {
    _id: string;
    creditAppNo: string;
    status: string;
    version: number;
  };
};

const setStatus = (id: string, status: string) =>
  context.db.update(creditApplications).set({ status }).where(eq(creditApplications.id, id));

const statusOf = async (id: string) =>
  (await context.db.select().from(creditApplications).where(eq(creditApplications.id, id)))[0]
    ?.status;

const historyOf = async (id: string) =>
  (
    await context.db
      .select()
      .from(creditApplicationSigning)
      .where(eq(creditApplicationSigning.applicationId, id))
  )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => row.status);

const countApplications = async () => (await context.db.select().from(creditApplications)).length;

/** A second signed-in user with every Credit Application permission (not the creator). */
const otherUser = () =>
  authHeaderWithGrants(context, {
    [SUB_MENUS.creditApplication]: ['Read', 'Create', 'Update', 'Delete'],
  });

describe('creating and reading', () => {
  it('creates an Open application for an existing debitur, with group and branch from it', async () => {
    const created = await create();
    expect(created.creditAppNo).toMatch(/^CA-\d{4}-\d{6}$/);
    const detail = await call('GET', `/${created._id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().response).toMatchObject({
      type: 'Personal',
      joinType: 'Existing Debitur',
      status: 'Open',
      isArchive: false,
      creditAppDate: businessToday(),
      creditType: { _id: creditTypeId, creditappName: 'Kredit Modal Kerja' },
      plafond: { $numberDecimal: '1500000000.25' },
      tenorStartDate: '2026-02-01',
      tenorEndDate: '2027-01-31',
      creditDesc: 'Working capital for the rice mill',
      debitur: {
        _id: personalId,
        type: 'Personal',
        fullName: 'Rina Kartika',
        relatedGroup: { _id: area.groupId, groupName: 'Credit Area' },
        relatedBranch: { _id: area.branchId, branchName: 'Credit Area Branch' },
        debiturPhotos: [],
      },
      group: { _id: area.groupId, groupName: 'Credit Area' },
      branch: { _id: area.branchId, branchName: 'Credit Area Branch' },
      createdBy: { _id: adminId, name: 'Admin Tester' },
      signingHistory: [{ status: 'Open', createdBy: { _id: adminId, name: 'Admin Tester' } }],
      documents: [],
    });
    expect(
      detail
        .json()
        .response.facilities.map((facility: { facilityName: string }) => facility.facilityName),
    ).toEqual(['Overdraft', 'Term Loan']);
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, created._id));
    expect(audit.map((row) => [row.entity, row.action])).toEqual([
      ['credit-application', 'created'],
    ]);
  });

  it('accepts plafond as a number and facilities as a JSON string (multipart)', async () => {
    const response = await callMultipart('POST', '', {
      type: 'Enterprise',
      joinType: 'Existing Debitur',
      debitur: enterpriseId,
      creditType: creditTypeId,
      plafond: '250000000',
      facilities: JSON.stringify([facilityIds[1]]),
      tenorStartDate: '2026-03-01',
      tenorEndDate: '2026-03-01',
      creditDesc: 'Invoice financing',
      creditAppDate: '2026-01-05',
      status: 'Open',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().response).toMatchObject({
      plafond: { $numberDecimal: '250000000.00' },
      creditAppDate: '2026-01-05',
      facilities: [{ _id: facilityIds[1], facilityName: 'Term Loan' }],
      branch: { _id: otherArea.branchId },
    });
    const numeric = await create({ plafond: 1250.5 });
    expect((await call('GET', `/${numeric._id}`)).json().response.plafond).toEqual({
      $numberDecimal: '1250.50',
    });
  });

  it('numbers applications consecutively; a refused creation uses no number', async () => {
    const first = await create();
    const refused = await call('POST', '', application({ creditType: UNKNOWN_ID }));
    expect(refused.statusCode).toBe(400);
    const second = await create();
    const year = new Date().getFullYear();
    const sequence = Number(first.creditAppNo.slice(-6));
    expect(first.creditAppNo).toBe(formatCreditAppNo(year, sequence));
    expect(second.creditAppNo).toBe(formatCreditAppNo(year, sequence + 1));
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('GET', `/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('GET', '/not-an-id')).statusCode).toBe(404);
    expect((await call('PUT', `/${UNKNOWN_ID}`, { status: 'Signing Process' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/${UNKNOWN_ID}/archive`, { isArchive: true })).statusCode).toBe(404);
    expect((await call('DELETE', `/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['type missing', { type: undefined }, M.typeRequired],
    ['join type missing', { joinType: '' }, M.joinTypeRequired],
    ['debitur missing', { debitur: '' }, M.debiturRequired],
    ['credit type missing', { creditType: '' }, M.creditTypeRequired],
    ['credit type unknown', { creditType: UNKNOWN_ID }, M.creditTypeRequired],
    ['plafond missing', { plafond: '' }, M.plafondRequired],
    ['plafond not a number', { plafond: '12abc' }, M.plafondNumber],
    ['plafond zero', { plafond: '0' }, M.plafondPositive],
    ['plafond negative', { plafond: -5 }, M.plafondPositive],
    ['plafond three decimals', { plafond: '10.125' }, M.plafondPrecision],
    ['facilities missing', { facilities: [] }, M.facilitiesRequired],
    ['facility unknown', { facilities: [UNKNOWN_ID] }, M.facilitiesRequired],
    ['tenor start missing', { tenorStartDate: '' }, M.tenorStartRequired],
    ['tenor end missing', { tenorEndDate: undefined }, M.tenorEndRequired],
    ['tenor end before start', { tenorEndDate: '2026-01-31' }, M.tenorEndBeforeStart],
    ['description missing', { creditDesc: ' ' }, M.creditDescRequired],
    [
      'description too long',
      { creditDesc: 'x'.repeat(256) },
      'Must be 255 characters or less. Now 256 characters',
    ],
    ['application date in the future', { creditAppDate: '2999-01-01' }, M.appDateFuture],
    ['a status the wizard cannot set', { status: 'Completed' }, M.wizardStatus],
    ['facilities not a list', { facilities: { a: 1 } }, M.facilitiesNotList],
    [
      'new debitur without its data',
      { joinType: 'New Debitur', debitur: '' },
      M.newDebiturRequired,
    ],
  ];

  it.each(cases)('refuses %s with its message and writes nothing', async (_, change, message) => {
    const before = await countApplications();
    const response = await call('POST', '', application(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countApplications()).toBe(before);
  });

  it('refuses an archived debitur or one of another type', async () => {
    const before = await countApplications();
    for (const debitur of [archivedId, enterpriseId]) {
      const response = await call('POST', '', application({ debitur }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(C.debiturUnusable);
    }
    expect(await countApplications()).toBe(before);
  });

  it('lets a Draft leave the credit fields empty but not type and join type', async () => {
    const draft = await call('POST', '', {
      type: 'Personal',
      joinType: 'New Debitur',
      status: 'Draft',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().response).toMatchObject({
      status: 'Draft',
      debitur: null,
      creditType: null,
      plafond: null,
      facilities: [],
    });
    const noType = await call('POST', '', { joinType: 'New Debitur', status: 'Draft' });
    expect(noType.json().message).toBe(M.typeRequired);
    const badPlafond = await call('POST', '', {
      type: 'Personal',
      joinType: 'New Debitur',
      status: 'Draft',
      plafond: 'abc',
    });
    expect(badPlafond.json().message).toBe(M.plafondNumber);
  });
});

describe('new debitur', () => {
  const newPersonal = () => ({
    fullName: 'Dewi Lestari',
    dateOfBirth: '1990-07-21',
    phoneNumber: '+62-811-2222',
    maritalStatus: 'Single',
    idNumber: uniqueIdNumber(),
    address: 'Jl. Braga 5, Bandung',
    relatedGroup: area.groupId,
    relatedBranch: area.branchId,
  });

  const fieldsOf = (overrides: Record<string, unknown> = {}) =>
    Object.fromEntries(
      Object.entries(
        application({
          joinType: 'New Debitur',
          debitur: undefined,
          facilities: JSON.stringify(facilityIds),
          newDebitur: JSON.stringify(newPersonal()),
          ...overrides,
        }),
      )
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    );

  const files: UploadFile[] = [
    { key: 'ktp', data: PDF, name: 'ktp.pdf' },
    { key: 'debiturPhoto', data: PNG, name: 'face.png', type: 'image/png' },
  ];

  it('creates the debitur with its files in the same request', async () => {
    const response = await callMultipart('POST', '', fieldsOf(), files);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json().response;
    expect(body).toMatchObject({
      joinType: 'New Debitur',
      status: 'Open',
      debitur: { type: 'Personal', fullName: 'Dewi Lestari' },
      branch: { _id: area.branchId },
    });
    expect(body.debitur.debiturPhotos).toHaveLength(1);
    const stored = await context.db
      .select()
      .from(debiturFiles)
      .where(eq(debiturFiles.debiturId, body.debitur._id));
    expect(stored.map((file) => file.category).sort()).toEqual(['debiturPhoto', 'ktp']);
  });

  it('writes no application, no debitur and no file when the application is invalid', async () => {
    const before = {
      applications: await countApplications(),
      debiturs: await countRows(context.db, debiturs),
      files: await storedFiles(context, 'debitur-files'),
    };
    const response = await callMultipart('POST', '', fieldsOf({ creditType: UNKNOWN_ID }), files);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(M.creditTypeRequired);
    expect(await countApplications()).toBe(before.applications);
    expect(await countRows(context.db, debiturs)).toBe(before.debiturs);
    expect(await storedFiles(context, 'debitur-files')).toEqual(before.files);
  });

  it("refuses invalid debitur data with the debitur's message", async () => {
    const before = await countRows(context.db, debiturs);
    const response = await callMultipart(
      'POST',
      '',
      fieldsOf({ newDebitur: JSON.stringify({ ...newPersonal(), idNumber: '123' }) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DEBITUR_MESSAGES.idNumberDigits);
    expect(await countRows(context.db, debiturs)).toBe(before);
  });

  it('refuses files sent with an existing debitur', async () => {
    const response = await callMultipart(
      'POST',
      '',
      Object.fromEntries(
        Object.entries(application({ facilities: JSON.stringify(facilityIds) })).map(
          ([key, value]) => [key, String(value)],
        ),
      ),
      files,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(C.filesWithoutNewDebitur);
  });

  describe('documents up to 20 MB', () => {
    /** A PDF of exactly `size` bytes. */
    const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
    const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

    const getDebitur = (id: string) =>
      requester(() => context, { headers: () => headers }).call(
        'GET',
        `/master-data/debitur/${id}`,
      );

    const nothingWritten = async () => ({
      applications: await countApplications(),
      debiturs: await countRows(context.db, debiturs),
      files: await storedFiles(context, 'debitur-files'),
    });

    it('creates the debitur with every document, which its own page then shows', async () => {
      const response = await callMultipart('POST', '', fieldsOf(), [
        { key: 'ktp', data: PDF, name: 'ktp.pdf' },
        { key: 'npwp', data: PNG, name: 'npwp.png', type: 'image/png' },
        { key: 'kartuKeluarga', data: PDF, name: 'kk.pdf' },
        { key: 'debiturPhoto', data: PNG, name: 'face.png', type: 'image/png' },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const debitur = await getDebitur(response.json().response.debitur._id);
      expect(debitur.statusCode).toBe(200);
      const { uploadFile, debiturPhoto } = debitur.json().response;
      expect(
        uploadFile.map((file: { category: string; name: string }) => [file.category, file.name]),
      ).toEqual(
        expect.arrayContaining([
          ['ktp', 'ktp.pdf'],
          ['npwp', 'npwp.png'],
          ['kartuKeluarga', 'kk.pdf'],
        ]),
      );
      expect(uploadFile).toHaveLength(3);
      expect(debiturPhoto).toEqual([expect.objectContaining({ name: 'face.png' })]);
    });

    it('accepts several files above the debitur limit, up to exactly 20 MB', async () => {
      const fifteen = pdfOf(15 * 1048576);
      const twenty = pdfOf(NEW_DEBITUR_FILE_MAX_BYTES);
      const response = await callMultipart('POST', '', fieldsOf(), [
        { key: 'rekeningKoran', data: fifteen, name: 'rekening.pdf' },
        { key: 'aktaNikah', data: twenty, name: 'akta.pdf' },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const stored = await context.db
        .select()
        .from(debiturFiles)
        .where(eq(debiturFiles.debiturId, response.json().response.debitur._id));
      expect(Object.fromEntries(stored.map((file) => [file.category, file.size]))).toEqual({
        rekeningKoran: fifteen.length,
        aktaNikah: twenty.length,
      });
    });

    it('accepts them on an update of a Draft too', async () => {
      const draft = await callMultipart(
        'POST',
        '',
        fieldsOf({ status: 'Draft', newDebitur: undefined, creditDesc: undefined }),
      );
      expect(draft.statusCode, draft.body).toBe(201);
      const updated = await callMultipart(
        'PUT',
        `/${draft.json().response._id}`,
        fieldsOf({ status: 'Draft' }),
        [{ key: 'ktp', data: pdfOf(15 * 1048576), name: 'ktp.pdf' }],
      );
      expect(updated.statusCode, updated.body).toBe(200);
      const debitur = await getDebitur(updated.json().response.debitur._id);
      expect(debitur.json().response.uploadFile).toEqual([
        expect.objectContaining({ category: 'ktp', name: 'ktp.pdf' }),
      ]);
    });

    it('answers 413 with the 20 MB message to one byte more, writing nothing', async () => {
      const before = await nothingWritten();
      const response = await callMultipart('POST', '', fieldsOf(), [
        { key: 'ktp', data: PDF, name: 'ktp.pdf' },
        { key: 'npwp', data: pdfOf(NEW_DEBITUR_FILE_MAX_BYTES + 1), name: 'npwp.pdf' },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(M.fileTooLarge);
      expect(await nothingWritten()).toEqual(before);
    });

    it("answers 415 'Invalid file type' to a renamed executable or a PDF photo", async () => {
      const before = await nothingWritten();
      for (const file of [
        { key: 'ktp', data: EXE, name: 'ktp.pdf' },
        { key: 'debiturPhoto', data: PDF, name: 'face.png', type: 'image/png' },
      ]) {
        const response = await callMultipart('POST', '', fieldsOf(), [file]);
        expect(response.statusCode).toBe(415);
        expect(response.json().message).toBe(M.fileType);
      }
      expect(await nothingWritten()).toEqual(before);
    });

    it('removes the stored bytes when the application is refused after storing them', async () => {
      const before = await nothingWritten();
      const response = await callMultipart(
        'POST',
        '',
        fieldsOf({ facilities: JSON.stringify([facilityIds[0], UNKNOWN_ID]) }),
        [
          { key: 'ktp', data: pdfOf(15 * 1048576), name: 'ktp.pdf' },
          { key: 'debiturPhoto', data: PNG, name: 'face.png', type: 'image/png' },
        ],
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(M.facilitiesRequired);
      expect(await nothingWritten()).toEqual(before);
    });
  });
});

describe('status machine', () => {
  it('moves Open -> Signing Process -> Credit Approved by the creator, recording each step', async () => {
    const created = await create();
    const signing = await call('PUT', `/${created._id}`, { status: 'Signing Process' });
    expect(signing.statusCode, signing.body).toBe(200);
    expect(signing.json().response.status).toBe('Signing Process');
    const approved = await call('PUT', `/${created._id}`, { status: 'Credit Approved' });
    expect(approved.statusCode).toBe(200);
    const history = approved.json().response.signingHistory;
    expect(history.map((step: { status: string }) => step.status)).toEqual([
      'Open',
      'Signing Process',
      'Credit Approved',
    ]);
    expect(history[2].createdBy).toEqual({ _id: adminId, name: 'Admin Tester' });
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, created._id))
      .orderBy(asc(auditLogs.seq));
    expect(audit.filter((row) => row.action === 'signing-step').map((row) => row.after)).toEqual([
      { status: 'Signing Process' },
      { status: 'Credit Approved' },
    ]);
  });

  it('accepts the alias Waiting for Signing as Signing Process', async () => {
    const created = await create();
    const response = await call('PUT', `/${created._id}`, { status: 'Waiting for Signing' });
    expect(response.statusCode).toBe(200);
    expect(response.json().response.status).toBe('Signing Process');
  });

  const refused: [string, string | undefined, string, string][] = [
    ['skipping a step', undefined, 'Credit Approved', C.wrongStep('Open', 'Credit Approved')],
    ['going back', 'Signing Process', 'Open', C.wrongStep('Signing Process', 'Open')],
    [
      'repeating a step',
      'Signing Process',
      'Signing Process',
      C.wrongStep('Signing Process', 'Signing Process'),
    ],
    [
      'after Credit Approved',
      'Credit Approved',
      'Waiting for Review',
      C.wrongStep('Credit Approved', 'Waiting for Review'),
    ],
    ['from Draft', 'Draft', 'Signing Process', C.wrongStep('Draft', 'Signing Process')],
    ['from Rejected', 'Rejected', 'Open', C.wrongStep('Rejected', 'Open')],
    [
      'to Completed',
      'Waiting for Review',
      'Approved',
      C.wrongStep('Waiting for Review', 'Completed'),
    ],
  ];

  it.each(refused)('refuses %s with 409 and changes nothing', async (_, from, to, message) => {
    const created = await create();
    if (from) await setStatus(created._id, from);
    const history = await historyOf(created._id);
    const response = await call('PUT', `/${created._id}`, { status: to });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message);
    expect(await statusOf(created._id)).toBe(from ?? 'Open');
    expect(await historyOf(created._id)).toEqual(history);
  });

  it('refuses a signing step by someone other than the creator with 403', async () => {
    const created = await create();
    const response = await call(
      'PUT',
      `/${created._id}`,
      { status: 'Signing Process' },
      await otherUser(),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(C.notCreator);
    expect(await statusOf(created._id)).toBe('Open');
  });

  it('lets anyone with Update edit a Draft, but only the creator edit it once it is Open (403)', async () => {
    const draft = await create({ status: 'Draft' });
    const other = await otherUser();
    const editedDraft = await call('PUT', `/${draft._id}`, application({ status: 'Draft' }), other);
    expect(editedDraft.statusCode, editedDraft.body).toBe(200);
    const open = await create();
    const refused = await call(
      'PUT',
      `/${open._id}`,
      application({ creditDesc: 'Mine now' }),
      other,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(C.notEditor);
  });

  it('refuses an unknown status name', async () => {
    const created = await create();
    const response = await call('PUT', `/${created._id}`, { status: 'Finished' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.statusUnknown);
  });

  it('saves a Draft again, submits it to Open, and then refuses Save as Draft', async () => {
    const draft = await create({ status: 'Draft', plafond: '' });
    const again = await call(
      'PUT',
      `/${draft._id}`,
      application({ status: 'Draft', creditDesc: 'Edited' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().response).toMatchObject({ status: 'Draft', creditDesc: 'Edited' });
    const submitted = await call('PUT', `/${draft._id}`, application({ version: 2 }));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().response.status).toBe('Open');
    expect(await historyOf(draft._id)).toEqual(['Draft', 'Open']);
    const backToDraft = await call('PUT', `/${draft._id}`, application({ status: 'Draft' }));
    expect(backToDraft.statusCode).toBe(409);
    expect(backToDraft.json().message).toBe(C.draftOnlyNew);
    expect(await statusOf(draft._id)).toBe('Open');
  });

  it('refuses a stale version', async () => {
    const created = await create();
    const response = await call('PUT', `/${created._id}`, application({ version: 7 }));
    expect(response.statusCode).toBe(409);
  });

  it.each(['Credit Approved', 'Rejected', 'Signing Process'])(
    'restarts signing at Open when a %s application is edited and submitted',
    async (from) => {
      const created = await create();
      await setStatus(created._id, from);
      const response = await call(
        'PUT',
        `/${created._id}`,
        application({ creditType: otherCreditTypeId }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().response).toMatchObject({
        status: 'Open',
        creditType: { _id: otherCreditTypeId },
      });
      expect(await historyOf(created._id)).toEqual(['Open', 'Open']);
      const [audit] = await context.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.action, 'updated'))
        .then((rows) => rows.filter((row) => row.entityId === created._id));
      expect(audit?.before).toEqual({ status: from, creditType: creditTypeId });
      expect(audit?.after).toEqual({ status: 'Open', creditType: otherCreditTypeId });
    },
  );

  it.each(['Completed', 'Waiting for Review'])(
    'refuses to edit a %s application',
    async (status) => {
      const created = await create();
      await setStatus(created._id, status);
      const response = await call('PUT', `/${created._id}`, application({ creditDesc: 'Changed' }));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(C.notEditable(status));
      const detail = (await call('GET', `/${created._id}`)).json().response;
      expect(detail).toMatchObject({ status, creditDesc: 'Working capital for the rice mill' });
    },
  );
});

describe('archive and delete', () => {
  it('archives and unarchives; the list shows each on its own tab', async () => {
    const created = await create({ creditDesc: 'Archive me please' });
    const archived = await call('PUT', `/${created._id}/archive`, { isArchive: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().response.isArchive).toBe(true);
    const active = await call('GET', '/paged?search=Archive%20me');
    expect(active.json().response.total).toBe(0);
    const archive = await call('GET', '/paged?search=Archive%20me&isArchive=true');
    expect(archive.json().response.data.map((row: { _id: string }) => row._id)).toEqual([
      created._id,
    ]);
    expect((await call('PUT', `/${created._id}/archive`, { isArchive: false })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/paged?search=Archive%20me')).json().response.total).toBe(1);
    const actions = (
      await context.db.select().from(auditLogs).where(eq(auditLogs.entityId, created._id))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['archived', 'unarchived']));
  });

  it('deletes a Draft and refuses to delete anything else', async () => {
    const draft = await create({ status: 'Draft' });
    expect((await call('DELETE', `/${draft._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/${draft._id}`)).statusCode).toBe(404);
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, draft._id));
    expect(audit.map((row) => row.action)).toContain('deleted');
    for (const status of ['Open', 'Signing Process', 'Completed']) {
      const created = await create();
      await setStatus(created._id, status);
      const response = await call('DELETE', `/${created._id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(C.deleteDraftOnly);
      expect(await statusOf(created._id)).toBe(status);
    }
  });
});

describe('list', () => {
  let marker: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    marker = `List-${Date.now()}`;
    ids = {};
    for (const [status, overrides] of [
      ['Signing Process', { tenorStartDate: '2030-01-01', tenorEndDate: '2030-06-30' }],
      ['Completed', { tenorStartDate: '2030-01-01', tenorEndDate: '2031-12-31' }],
      ['Waiting for Review', { creditType: otherCreditTypeId, facilities: [facilityIds[1]] }],
      ['Open', { type: 'Enterprise', debitur: enterpriseId }],
    ] as const) {
      const created = await create({ creditDesc: `${marker} ${status}`, ...overrides });
      await setStatus(created._id, status);
      ids[status] = created._id;
    }
  });

  const idsOf = async (query: string) => {
    const response = await call('GET', `/paged?search=${marker}&unpaged=true${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().response.data as { _id: string }[]).map((row) => row._id).sort();
  };

  it.each([
    ['Waiting for Signing', 'Signing Process'],
    ['Approved', 'Completed'],
    ['Approver', 'Waiting for Review'],
    ['Signing Process', 'Signing Process'],
  ])('filters status %s as %s', async (alias, canonical) => {
    expect(await idsOf(`&status[]=${encodeURIComponent(alias)}`)).toEqual([ids[canonical]]);
  });

  it('filters by several statuses, branch, debitur, credit type, facilities and tenor', async () => {
    expect(await idsOf('&status[]=Approved&status[]=Open')).toEqual(
      [ids.Completed, ids.Open].sort(),
    );
    expect(await idsOf(`&branchId[]=${otherArea.branchId}`)).toEqual([ids.Open]);
    expect(await idsOf(`&debitur[]=${enterpriseId}`)).toEqual([ids.Open]);
    expect(await idsOf(`&creditType[]=${otherCreditTypeId}`)).toEqual([ids['Waiting for Review']]);
    expect(await idsOf(`&facilities[]=${facilityIds[0]}`)).toEqual(
      [ids['Signing Process'], ids.Completed, ids.Open].sort(),
    );
    expect(await idsOf('&tenorStartDate=2030-01-01&tenorEndDate=2030-12-31')).toEqual([
      ids['Signing Process'],
    ]);
  });

  it('searches the number, the debitur name and the description', async () => {
    const [row] = (await call('GET', `/paged?search=${marker}%20Open`)).json().response.data;
    expect(row._id).toBe(ids.Open);
    const byNumber = await call('GET', `/paged?search=${row.creditAppNo}`);
    expect(byNumber.json().response.data.map((item: { _id: string }) => item._id)).toEqual([
      ids.Open,
    ]);
    const byName = await call('GET', '/paged?search=sinar%20abadi&unpaged=true');
    expect(byName.json().response.data.map((item: { _id: string }) => item._id)).toContain(
      ids.Open,
    );
  });

  it('answers the rows with the fields of the spec, paged and sorted', async () => {
    const response = await call(
      'GET',
      `/paged?search=${marker}&limit=2&page=2&sortBy=status&sortOrder=asc`,
    );
    const body = response.json().response;
    expect(body.total).toBe(4);
    expect(body.data.map((row: { status: string }) => row.status)).toEqual([
      'Signing Process',
      'Waiting for Review',
    ]);
    expect(body.data[0]).toMatchObject({
      creditAppNo: expect.stringMatching(/^CA-/),
      type: 'Personal',
      joinType: 'Existing Debitur',
      creditType: { creditappName: 'Kredit Modal Kerja' },
      plafond: { $numberDecimal: '1500000000.25' },
      debitur: { _id: personalId, fullName: 'Rina Kartika', debiturPhotos: [] },
      branch: { branchName: 'Credit Area Branch' },
      createdBy: { _id: adminId },
      isArchive: false,
    });
    expect(body.data[0].facilities).toHaveLength(2);
  });

  it('refuses an unknown status filter', async () => {
    expect((await call('GET', '/paged?status[]=Finished')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('answers 401 without a session on every route', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/paged'],
      ['GET', `/${UNKNOWN_ID}`],
      ['POST', ''],
      ['PUT', `/${UNKNOWN_ID}`],
      ['PUT', `/${UNKNOWN_ID}/archive`],
      ['DELETE', `/${UNKNOWN_ID}`],
    ];
    for (const [method, url] of routes)
      expect((await call(method, url, method === 'GET' ? undefined : {}, {})).statusCode).toBe(401);
  });

  it('answers 403 without the Credit Application permission the route names', async () => {
    const created = await create({ status: 'Draft' });
    const readOnly = await authHeaderWithGrants(context, {
      [SUB_MENUS.creditApplication]: ['Read'],
    });
    expect((await call('GET', `/${created._id}`, undefined, readOnly)).statusCode).toBe(200);
    expect((await call('POST', '', application(), readOnly)).statusCode).toBe(403);
    expect((await call('PUT', `/${created._id}`, application(), readOnly)).statusCode).toBe(403);
    // Archiving is a Read right on credit applications (spec section 6).
    expect(
      (await call('PUT', `/${created._id}/archive`, { isArchive: true }, readOnly)).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/${created._id}`, undefined, readOnly)).statusCode).toBe(403);
    const none = await authHeaderWithGrants(context, {});
    expect((await call('GET', '/paged', undefined, none)).statusCode).toBe(403);
  });

  it('lets another user with the permissions create and move their own application', async () => {
    const user = await createUser(context.db, { name: 'Second Officer' });
    const { token } = await signIn(context, user.email);
    const own = { authorization: `Bearer ${token}` };
    const created = await create({}, own);
    const response = await call('PUT', `/${created._id}`, { status: 'Signing Process' }, own);
    expect(response.statusCode).toBe(200);
    const byAdmin = await call('PUT', `/${created._id}`, { status: 'Credit Approved' });
    expect(byAdmin.statusCode).toBe(403);
  });
});
