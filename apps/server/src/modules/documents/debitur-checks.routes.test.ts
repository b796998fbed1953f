import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DEBITUR_CHECK_MESSAGES as M } from '@creditdesk/domain/documents/debitur-checks.messages';
import type { CheckedDocumentStructure } from '@creditdesk/domain/documents/debitur-checks.schemas';
import type { TimelineEntry } from '@creditdesk/domain/documents/document-answers.schemas';
import {
  createCreditApplication,
  uploadDocument,
  uploadMandatorySet,
  uploadedDocument,
} from '../../testing/credit-applications';
import { authHeaderWithGrants } from '../../testing/factories';
import { uniqueIdNumber } from '../../testing/master-data';
import { debiturs } from '../debiturs/debiturs.table';
import { call, context, headers, it, other } from './documents.fixture';

/** The checks of a credit file against its debitur: list-document's answer and Submit. */

const KTP_NIK = '3273012345678901';

const setDebitur = (id: string, values: Partial<typeof debiturs.$inferInsert>) =>
  context.db.update(debiturs).set(values).where(eq(debiturs.id, id));

const dataChecksOf = async (id: string) => {
  const response = await call('GET', `/credit-application/list-document/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().response as CheckedDocumentStructure).dataChecks;
};

const submit = (id: string, body?: object, as = headers) =>
  call('POST', `/credit-application/${id}/submit-document`, body, as);

const timelineOf = async (id: string) =>
  (await call('GET', `/credit-application/${id}/timeline`)).json().response.data as TimelineEntry[];

/** A Personal application with its mandatory set, whose KTP NIK differs from the debitur's. */
const withNikMismatch = async () => {
  const application = await createCreditApplication(context, headers, {
    debitur: { type: 'Personal', maritalStatus: 'Single' },
  });
  await uploadMandatorySet(context, headers, application.id, {
    type: 'Personal',
    maritalStatus: 'Single',
  });
  await setDebitur(application.debiturId, { idNumber: uniqueIdNumber() });
  return application;
};

describe('GET /credit-application/list-document/{id}: dataChecks', () => {
  it('lists each KTP field that differs from the Personal debitur, with its coded message', async ({
    application,
  }) => {
    const nik = uniqueIdNumber();
    await setDebitur(application.debiturId, { idNumber: nik, fullName: 'Budi Santoso' });
    const ktp = await uploadedDocument(context, headers, application.id, 'ktp', {
      nik: KTP_NIK,
      atasNama: 'Budi Santosa',
    });
    expect(await dataChecksOf(application.id)).toEqual({
      total: 2,
      mismatches: [
        {
          documentId: ktp.file._id,
          typeCode: 'ktp',
          field: 'nik',
          kind: 'nik',
          documentValue: KTP_NIK,
          debiturValue: nik,
          message: {
            code: M.nik,
            params: { documentValue: KTP_NIK, debiturValue: nik },
          },
        },
        expect.objectContaining({ field: 'atasNama', kind: 'name', debiturValue: 'Budi Santoso' }),
      ],
    });
  });

  it('finds none when the KTP matches up to spacing, case and titles', async ({ application }) => {
    const nik = uniqueIdNumber();
    await setDebitur(application.debiturId, { idNumber: nik, fullName: 'Budi Santoso' });
    await uploadedDocument(context, headers, application.id, 'ktp', {
      nik,
      atasNama: 'H. BUDI SANTOSO, S.E.',
    });
    expect(await dataChecksOf(application.id)).toEqual({ total: 0, mismatches: [] });
  });

  it("compares an Enterprise's NPWP, NIB and organizer KTP", async () => {
    const { id, debiturId } = await createCreditApplication(context, headers, {
      debitur: { type: 'Enterprise' },
    });
    await setDebitur(debiturId, {
      organizerName: 'Siti Rahma',
      npwp: '01.234.567.8-901.000',
      nib: '1234567890999',
    });
    await uploadedDocument(context, headers, id, 'npwp-badan', {
      nomorNpwp: '01.234.567.8-901.000',
    });
    await uploadedDocument(context, headers, id, 'nib', { nomorNib: '1234567890123' });
    await uploadedDocument(context, headers, id, 'ktp-pengurus', { atasNama: 'Hendra Wijaya' });
    const { mismatches } = await dataChecksOf(id);
    expect(mismatches.map(({ typeCode, kind }) => [typeCode, kind]).sort()).toEqual([
      ['ktp-pengurus', 'name'],
      ['nib', 'nib'],
    ]);
  });
});

describe('POST /credit-application/{id}/submit-document with data mismatches', () => {
  it('refuses Submit without a reason (400 naming reason) and keeps the status', async () => {
    const { id } = await withNikMismatch();
    for (const body of [undefined, {}, { reason: '   ' }]) {
      const refused = await submit(id, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: M.reasonRequired,
        message: 'Give a reason to submit with data mismatches.',
        details: [{ path: 'reason', code: M.reasonRequired }],
      });
    }
    const detail = await call('GET', `/credit-application/${id}`);
    expect(detail.json().response.status).toBe('Credit Approved');
    expect((await timelineOf(id)).map((entry) => entry.event)).not.toContain('submitted');
  });

  it('submits with a reason, which the timeline shows with the count', async () => {
    const { id } = await withNikMismatch();
    const response = await submit(id, { reason: '  The KTP was renewed in 2025  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response.status).toBe('Waiting for Review');
    const [submitted, withMismatches] = await timelineOf(id);
    expect(submitted).toMatchObject({ event: 'submitted', status: 'Waiting for Review' });
    expect(withMismatches).toMatchObject({
      event: 'submitted-with-mismatches',
      status: null,
      detail: 'The KTP was renewed in 2025',
      message: { code: M.submittedWithMismatches, params: { count: '1' } },
    });
    // The reviewer reads the same mismatches on the file.
    expect((await dataChecksOf(id)).total).toBe(1);
  });

  it('leaves Submit unchanged without mismatches: no body, no reason, no extra entry', async () => {
    const { id } = await createCreditApplication(context, headers, {
      debitur: { type: 'Personal', maritalStatus: 'Single' },
    });
    await uploadMandatorySet(context, headers, id, { type: 'Personal', maritalStatus: 'Single' });
    expect(await dataChecksOf(id)).toEqual({ total: 0, mismatches: [] });
    const response = await submit(id);
    expect(response.statusCode, response.body).toBe(200);
    const events = (await timelineOf(id)).map((entry) => entry.event);
    expect(events).toContain('submitted');
    expect(events).not.toContain('submitted-with-mismatches');
  });

  it('answers 401 without a token and 403 to another user or a role without Update', async () => {
    const { id } = await withNikMismatch();
    const reason = { reason: 'renewed' };
    expect((await submit(id, reason, {})).statusCode).toBe(401);
    expect((await submit(id, reason, other)).statusCode).toBe(403);
    const readOnly = await authHeaderWithGrants(context, {
      [SUB_MENUS.creditApplication]: ['Read'],
    });
    expect((await submit(id, reason, readOnly)).statusCode).toBe(403);
    expect((await timelineOf(id)).map((entry) => entry.event)).not.toContain('submitted');
  });
});

it('does not count a removed document', async ({ application }) => {
  await setDebitur(application.debiturId, { idNumber: uniqueIdNumber() });
  const ktp = await uploadDocument(context, headers, application.id, 'ktp', {
    metadata: { nik: KTP_NIK, atasNama: 'Rina' },
  });
  expect(ktp.statusCode, ktp.body).toBe(201);
  const { type, file } = ktp.json().response as { type: { _id: string }; file: { _id: string } };
  expect((await dataChecksOf(application.id)).total).toBeGreaterThan(0);
  const removed = await call(
    'DELETE',
    `/document-credit-application/${application.id}/type/${type._id}/file/${file._id}`,
  );
  expect(removed.statusCode, removed.body).toBe(200);
  expect(await dataChecksOf(application.id)).toEqual({ total: 0, mismatches: [] });
});
