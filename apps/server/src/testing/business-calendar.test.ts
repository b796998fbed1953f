import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CREDIT_APPLICATION_MESSAGES } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { branchGroups, branches } from '../modules/branches/branches.table';
import { creditTypes } from '../modules/credit-types/credit-types.table';
import { debiturs } from '../modules/debiturs/debiturs.table';
import { facilities } from '../modules/facilities/facilities.table';
import { groups } from '../modules/groups/groups.table';
import { adminSession } from './factories';
import { createTestApp, type TestContext } from './test-app';

/** 18:30 UTC on 24 November: already 01:30 on 25 November in Jakarta (UTC+7). */
const EVENING_IN_UTC = new Date('2026-11-24T18:30:00Z');

let context: TestContext;
let headers: Record<string, string>;
let area: { groupId: string; branchId: string };
let application: Record<string, unknown>;

beforeAll(async () => {
  // Only Date is faked, from the start so that sign-in and token checks share the one clock.
  vi.useFakeTimers({ now: EVENING_IN_UTC, toFake: ['Date'] });
  context = await createTestApp();
  ({ headers } = await adminSession(context));
  const [group] = await context.db.insert(groups).values({ name: 'Calendar Group' }).returning();
  const [branch] = await context.db
    .insert(branches)
    .values({ name: 'Calendar Branch' })
    .returning();
  area = { groupId: group!.id, branchId: branch!.id };
  await context.db.insert(branchGroups).values(area);
  const [debitur] = await context.db
    .insert(debiturs)
    .values({
      type: 'Personal',
      fullName: 'Sari Wulandari',
      address: 'Jl. Braga 10, Bandung',
      relatedGroupId: area.groupId,
      relatedBranchId: area.branchId,
    })
    .returning();
  const [creditType] = await context.db
    .insert(creditTypes)
    .values({ name: 'Kredit Calendar' })
    .returning();
  const [facility] = await context.db.insert(facilities).values({ name: 'Overdraft' }).returning();
  application = {
    type: 'Personal',
    joinType: 'Existing Debitur',
    debitur: debitur!.id,
    creditType: creditType!.id,
    plafond: '1000000',
    facilities: [facility!.id],
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

const createApplication = (overrides: Record<string, unknown> = {}) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/credit-application',
    headers,
    payload: { ...application, ...overrides },
  });

describe("date-only rules on the bank's calendar (TZ_BUSINESS=Asia/Jakarta)", () => {
  it('accepts an application dated the Jakarta today, refuses the day after', async () => {
    const today = await createApplication({ creditAppDate: '2026-11-25' });
    expect(today.statusCode).toBe(201);
    expect(today.json().response.creditAppDate).toBe('2026-11-25');

    const tomorrow = await createApplication({ creditAppDate: '2026-11-26' });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().message).toBe(CREDIT_APPLICATION_MESSAGES.appDateFuture);
  });

  it("dates an application without a date on the Jakarta today, numbered in that day's year", async () => {
    const response = await createApplication();
    expect(response.statusCode).toBe(201);
    expect(response.json().response.creditAppDate).toBe('2026-11-25');
    expect(response.json().response.creditAppNo).toMatch(/^CA-2026-\d{6}$/);
  });

  it('accepts a debitur born on the Jakarta today, refuses one born the day after', async () => {
    const debitur = (dateOfBirth: string, idNumber: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/master-data/debitur',
        headers,
        payload: {
          type: 'Personal',
          fullName: 'Bayi Baru',
          dateOfBirth,
          phoneNumber: '081234567890',
          maritalStatus: 'Single',
          idNumber,
          address: 'Jl. Merdeka 1, Bandung',
          relatedGroup: area.groupId,
          relatedBranch: area.branchId,
        },
      });
    expect((await debitur('2026-11-25', '3273010101260001')).statusCode).toBe(201);
    const tomorrow = await debitur('2026-11-26', '3273010101260002');
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().message).toBe(DEBITUR_MESSAGES.dateOfBirthFuture);
  });
});
