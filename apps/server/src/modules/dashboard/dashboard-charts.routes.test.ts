import { beforeAll, describe, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { DashboardCharts } from '@creditdesk/domain/dashboard/dashboard-charts.schemas';
import { eq } from 'drizzle-orm';
import {
  createCreditApplication,
  uploadDocument,
  validMetadata,
} from '../../testing/credit-applications';
import { adminTestFile } from '../../testing/admin-test-file';
import type { Headers } from '../../testing/http';
import { authHeaderWithGrants, scopedSession } from '../../testing/factories';
import { onlyRow } from '../../testing/master-data';
import { creditApplications } from '../credit-applications/credit-applications.table';

/** Tuesday 10 March 2026 in Jakarta (still the 9th in UTC): this week starts on 9 March. */
const NOW = new Date('2026-03-09T18:30:00Z');

const { session, call } = adminTestFile('/api/v1', { now: () => NOW });
type Area = { groupId: string; branchId: string };
const areas: Record<'approved' | 'completed' | 'rejected' | 'elsewhere', Area> = {
  approved: { groupId: '', branchId: '' },
  completed: { groupId: '', branchId: '' },
  rejected: { groupId: '', branchId: '' },
  elsewhere: { groupId: '', branchId: '' },
};

const GRANTS = {
  [SUB_MENUS.dashboard]: ['Access' as const],
  [SUB_MENUS.creditApplication]: ['Read' as const],
  [SUB_MENUS.approval]: ['View' as const],
  'Covernote Notaris': ['Read' as const],
};

/** An application of a new area, its status and times set to what a test counts on. */
const application = async (
  values: Partial<typeof creditApplications.$inferInsert>,
  status?: 'Credit Approved',
) => {
  const { id } = await createCreditApplication(
    session.context,
    session.headers,
    status ? { status } : {},
  );
  const row = onlyRow(
    await session.context.db
      .update(creditApplications)
      .set(values)
      .where(eq(creditApplications.id, id))
      .returning(),
  );
  return { id, area: { groupId: row.groupId ?? '', branchId: row.branchId ?? '' } };
};

const chartsOf = async (headers: Headers, branch?: string) => {
  const response = await call(
    'GET',
    `/dashboard/charts${branch ? `?branch=${branch}` : ''}`,
    undefined,
    headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as DashboardCharts;
};

const weekOf = (charts: DashboardCharts, week: string) =>
  charts.applicationsByWeek?.find((entry) => entry.week === week)?.statuses;

/** A Covernote Notaris document of the application, due (open) on each of `dues`. */
const dueItems = async (applicationId: string, dues: string[]) => {
  for (const due of dues)
    expect(
      (
        await uploadDocument(session.context, session.headers, applicationId, 'covernote-notaris', {
          metadata: {
            ...validMetadata('covernote-notaris'),
            tanggalMulai: '2026-01-01',
            tanggalAkhir: due,
          },
        })
      ).statusCode,
    ).toBe(201);
};

beforeAll(async () => {
  const approved = await application(
    { statusChangedAt: new Date('2026-03-03T03:00:00Z') },
    'Credit Approved',
  );
  areas.approved = approved.area;
  await dueItems(approved.id, ['2026-03-01', '2026-03-20', '2026-05-31', '2026-06-01']);
  const elsewhere = await application(
    { statusChangedAt: new Date('2026-02-17T03:00:00Z') },
    'Credit Approved',
  );
  areas.elsewhere = elsewhere.area;
  await dueItems(elsewhere.id, ['2026-03-18', '2026-04-01']);
  areas.completed = (
    await application({
      status: 'Completed',
      submittedAt: new Date('2026-02-01T00:00:00Z'),
      statusChangedAt: new Date('2026-02-11T00:00:00Z'),
    })
  ).area;
  areas.rejected = (
    await application({
      status: 'Rejected',
      submittedAt: new Date('2026-01-01T00:00:00Z'),
      statusChangedAt: new Date('2026-01-05T12:00:00Z'),
    })
  ).area;
});

describe('GET /dashboard/charts', () => {
  it('counts applications per week and status, decisions per month and open items per week ahead', async () => {
    const charts = await chartsOf(session.headers);
    expect(charts.applicationsByWeek?.map((entry) => entry.week)).toEqual([
      ...['2025-12-22', '2025-12-29', '2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26'],
      ...['2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09'],
    ]);
    expect(weekOf(charts, '2026-03-02')?.['Credit Approved']).toBe(1);
    expect(weekOf(charts, '2026-02-09')?.Completed).toBe(1);
    expect(weekOf(charts, '2026-01-05')?.Rejected).toBe(1);
    expect(charts.decisionsByMonth).toEqual([
      { month: '2025-10', approved: 0, rejected: 0, medianDays: null },
      { month: '2025-11', approved: 0, rejected: 0, medianDays: null },
      { month: '2025-12', approved: 0, rejected: 0, medianDays: null },
      { month: '2026-01', approved: 0, rejected: 1, medianDays: 4.5 },
      { month: '2026-02', approved: 1, rejected: 0, medianDays: 10 },
      { month: '2026-03', approved: 0, rejected: 0, medianDays: null },
    ]);
    expect(charts.dueByWeek?.[0]).toEqual({ week: '2026-03-09', count: 0 });
    expect(charts.dueByWeek?.filter((entry) => entry.count > 0)).toEqual([
      { week: '2026-03-16', count: 2 },
      { week: '2026-03-30', count: 1 },
      { week: '2026-05-25', count: 1 },
    ]);
    const oneBranch = await chartsOf(session.headers, areas.elsewhere.branchId);
    expect(oneBranch.dueByWeek?.filter((entry) => entry.count > 0)).toEqual([
      { week: '2026-03-16', count: 1 },
      { week: '2026-03-30', count: 1 },
    ]);
  });

  it('keeps to the user’s area and narrows it to one branch of it', async () => {
    const manager = await scopedSession(session.context, GRANTS, [areas.approved, areas.completed]);
    const whole = await chartsOf(manager.headers);
    expect(whole.decisionsByMonth?.map((entry) => entry.approved + entry.rejected)).toEqual([
      0, 0, 0, 0, 1, 0,
    ]);
    expect(weekOf(whole, '2026-03-02')?.['Credit Approved']).toBe(1);
    const dueInArea = [
      { week: '2026-03-16', count: 1 },
      { week: '2026-05-25', count: 1 },
    ];
    expect(whole.dueByWeek?.filter((entry) => entry.count > 0)).toEqual(dueInArea);
    const itsBranch = await chartsOf(manager.headers, areas.approved.branchId);
    expect(itsBranch.dueByWeek?.filter((entry) => entry.count > 0)).toEqual(dueInArea);

    const oneBranch = await chartsOf(manager.headers, areas.completed.branchId);
    expect(oneBranch.decisionsByMonth?.find((entry) => entry.month === '2026-02')).toMatchObject({
      approved: 1,
      medianDays: 10,
    });
    expect(weekOf(oneBranch, '2026-03-02')?.['Credit Approved']).toBe(0);
    expect(oneBranch.dueByWeek?.every((entry) => entry.count === 0)).toBe(true);
  });

  it('answers empty charts for a branch outside the user’s area, as the lists do', async () => {
    const manager = await scopedSession(session.context, GRANTS, [areas.approved]);
    const outside = await chartsOf(manager.headers, areas.rejected.branchId);
    expect(outside.decisionsByMonth?.every((entry) => entry.rejected === 0)).toBe(true);
    expect(
      outside.applicationsByWeek?.every((entry) =>
        Object.values(entry.statuses).every((count) => count === 0),
      ),
    ).toBe(true);
    expect(outside.dueByWeek?.every((entry) => entry.count === 0)).toBe(true);
  });

  it('leaves out the charts the role may not read', async () => {
    const reader = await authHeaderWithGrants(session.context, {
      [SUB_MENUS.dashboard]: ['Access'],
    });
    expect(await chartsOf(reader)).toEqual({
      applicationsByWeek: null,
      decisionsByMonth: null,
      dueByWeek: null,
    });
  });

  it('refuses a visitor (401) and a role without the dashboard (403)', async () => {
    expect((await call('GET', '/dashboard/charts', undefined, {})).statusCode).toBe(401);
    const other = await authHeaderWithGrants(session.context, {
      [SUB_MENUS.creditApplication]: ['Read'],
    });
    expect((await call('GET', '/dashboard/charts', undefined, other)).statusCode).toBe(403);
  });

  it('refuses a branch that is not an id (400)', async () => {
    const response = await call(
      'GET',
      '/dashboard/charts?branch=north',
      undefined,
      session.headers,
    );
    expect(response.statusCode).toBe(400);
  });
});
