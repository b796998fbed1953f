import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { CREDIT_APPLICATION_MESSAGES as M } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { auditLogs } from '../../plugins/audit/audit.table';
import { formatCreditAppNo } from './credit-application-number';
import { CREDIT_APPLICATION_CONFLICTS as C } from '@creditdesk/domain/credit-applications/credit-application-conflicts.messages';
import { expectRefused } from '../../testing/http';
import { UNKNOWN_ID } from '../../testing/master-data';
import {
  adminId,
  application,
  archivedId,
  area,
  call,
  callMultipart,
  context,
  countApplications,
  create,
  creditTypeId,
  enterpriseId,
  facilityIds,
  it,
  otherArea,
  personalId,
} from './credit-applications.fixture';

describe('creating and reading', () => {
  it('creates an Open application for an existing debitur, with group and branch from it', async ({
    created,
  }) => {
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
    expectRefused(await call('POST', '', application(change)), message, 'create');
    expect(await countApplications()).toBe(before);
  });

  it('refuses an archived debitur or one of another type', async () => {
    const before = await countApplications();
    for (const debitur of [archivedId, enterpriseId]) {
      const response = await call('POST', '', application({ debitur }));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(C.debiturUnusable);
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
    expect(noType.json().code).toBe(M.typeRequired);
    const badPlafond = await call('POST', '', {
      type: 'Personal',
      joinType: 'New Debitur',
      status: 'Draft',
      plafond: 'abc',
    });
    expect(badPlafond.json().code).toBe(M.plafondNumber);
  });
});
