import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { debiturFiles, debiturs } from './debiturs.table';
import { answeredRecord, expectRefused } from '../../testing/http';
import { auditOf, countRows } from '../../testing/inspect';
import { createArea, createDebitur, PDF, PNG } from '../../testing/master-data';
import {
  JPEG,
  area,
  call,
  callMultipart,
  context,
  enterprise,
  headers,
  personal,
} from './debiturs.fixture';

describe('debiturs: records', () => {
  it('creates a Personal debitur with documents and a photo, and reads it back', async () => {
    const data = personal({ fullName: 'Ani Wijaya' });
    const created = await createDebitur(context, headers, data, [
      { key: 'ktp', data: PDF, name: 'ktp ani.pdf' },
      { key: 'debiturPhoto', data: PNG, name: 'ani.png', type: 'image/png' },
    ]);
    const detail = answeredRecord(await call('GET', `/debitur/${created._id}`));
    expect(detail).toMatchObject({
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
    expect(typeChange.json().code).toBe(DEBITUR_MESSAGES.typeLocked);

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
    expect(stale.json().code).toBe('request.staleRecord');
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
    expect(response.json().code).toBe(DEBITUR_MESSAGES.branchNotInGroup);
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
      expectRefused(response, message, _name);
      expect(await countRows(context.db, debiturs)).toBe(before);
    },
  );

  it('answers 400 with the spec message on update too', async () => {
    const created = await createDebitur(context, headers, personal());
    const response = await call('PUT', `/debitur/${created._id}`, personal({ idNumber: '1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(DEBITUR_MESSAGES.idNumberDigits);
  });
});
