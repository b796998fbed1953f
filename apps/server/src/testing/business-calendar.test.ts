import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CREDIT_APPLICATION_MESSAGES } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { adminSession } from './factories';
import { createTestApp, type TestContext } from './test-app';
import { requester } from './http';
import {
  createArea,
  createCreditType,
  createFacility,
  debiturPayload,
  insertDebitur,
  type Area,
} from './master-data';

/** 18:30 UTC on 24 November: already 01:30 on 25 November in Jakarta (UTC+7). */
const EVENING_IN_UTC = new Date('2026-11-24T18:30:00Z');

let context: TestContext;
let headers: Record<string, string>;
let area: Area;
let application: Record<string, unknown>;

beforeAll(async () => {
  // Only Date is faked, from the start so that sign-in and token checks share the one clock.
  vi.useFakeTimers({ now: EVENING_IN_UTC, toFake: ['Date'] });
  context = await createTestApp();
  ({ headers } = await adminSession(context));
  area = await createArea(context.db, 'Calendar Group', ['Calendar Branch']);
  application = {
    type: 'Personal',
    joinType: 'Existing Debitur',
    debitur: await insertDebitur(context.db, area, {
      fullName: 'Sari Wulandari',
      address: 'Jl. Braga 10, Bandung',
    }),
    creditType: (await createCreditType(context.db, 'Kredit Calendar')).id,
    plafond: '1000000',
    facilities: [(await createFacility(context.db, 'Overdraft')).id],
    tenorStartDate: '2027-01-01',
    tenorEndDate: '2028-01-01',
    creditDesc: 'Working capital',
    status: 'Open',
  };
});
afterAll(async () => {
  await context.close();
  vi.useRealTimers();
});

const { call } = requester(() => context, { headers: () => headers });
const createApplication = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/credit-application', { ...application, ...overrides });

describe("date-only rules on the bank's calendar (TZ_BUSINESS=Asia/Jakarta)", () => {
  it('accepts an application dated the Jakarta today, refuses the day after', async () => {
    const today = await createApplication({ creditAppDate: '2026-11-25' });
    expect(today.statusCode).toBe(201);
    expect(today.json().response.creditAppDate).toBe('2026-11-25');

    const tomorrow = await createApplication({ creditAppDate: '2026-11-26' });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().code).toBe(CREDIT_APPLICATION_MESSAGES.appDateFuture);
  });

  it("dates an application without a date on the Jakarta today, numbered in that day's year", async () => {
    const response = await createApplication();
    expect(response.statusCode).toBe(201);
    expect(response.json().response.creditAppDate).toBe('2026-11-25');
    expect(response.json().response.creditAppNo).toMatch(/^CA-2026-\d{6}$/);
  });

  it('accepts a debitur born on the Jakarta today, refuses one born the day after', async () => {
    const debitur = (dateOfBirth: string, idNumber: string) =>
      call(
        'POST',
        '/master-data/debitur',
        debiturPayload(area, {
          fullName: 'Bayi Baru',
          dateOfBirth,
          phoneNumber: '081234567890',
          maritalStatus: 'Single',
          idNumber,
          email: undefined,
        }),
      );
    expect((await debitur('2026-11-25', '3273010101260001')).statusCode).toBe(201);
    const tomorrow = await debitur('2026-11-26', '3273010101260002');
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().code).toBe(DEBITUR_MESSAGES.dateOfBirthFuture);
  });
});
