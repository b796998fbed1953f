import { beforeAll, describe, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';
import { eq } from 'drizzle-orm';
import {
  createCreditApplication,
  uploadDocument,
  validMetadata,
} from '../../testing/credit-applications';
import { adminTestFile } from '../../testing/admin-test-file';
import { authHeaderWithGrants, scopedSession } from '../../testing/factories';
import { createArea, onlyRow } from '../../testing/master-data';
import { creditApplications } from '../credit-applications/credit-applications.table';

/** 01:30 on 10 March in Jakarta, still the 9th in UTC. */
const NOW = new Date('2026-03-09T18:30:00Z');

const { session, call } = adminTestFile('/api/v1', { now: () => NOW });
let area: { groupId: string; branchId: string };

const dashboardOf = async (as = session.headers) => {
  const response = await call('GET', '/dashboard', undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as Dashboard;
};

const covernote = (applicationId: string, tanggalAkhir: string) =>
  uploadDocument(session.context, session.headers, applicationId, 'covernote-notaris', {
    metadata: {
      ...validMetadata('covernote-notaris'),
      tanggalMulai: '2026-01-01',
      tanggalAkhir,
    },
  });

beforeAll(async () => {
  const { id } = await createCreditApplication(session.context, session.headers);
  const row = onlyRow(
    await session.context.db.select().from(creditApplications).where(eq(creditApplications.id, id)),
  );
  area = { groupId: row.groupId ?? '', branchId: row.branchId ?? '' };
  for (const due of ['2026-03-01', '2026-03-10', '2026-04-09', '2026-04-10'])
    expect((await covernote(id, due)).statusCode).toBe(201);
  await createCreditApplication(session.context, session.headers, { status: 'Open' });
});

describe('GET /dashboard', () => {
  it('counts applications per status, the queue and each report’s overdue and due-in-30 items', async () => {
    const dashboard = await dashboardOf();
    expect(dashboard.today).toBe('2026-03-10');
    const counts = Object.fromEntries(
      (dashboard.applications ?? []).map((entry) => [entry.status, entry.count]),
    );
    expect(counts['Credit Approved']).toBeGreaterThanOrEqual(1);
    expect(counts.Open).toBeGreaterThanOrEqual(1);
    expect(dashboard.approvalQueue).toMatchObject({ size: 0, oldest: null, byTier: [] });
    const notaris = dashboard.reports.find((report) => report.slug === 'covernote-notaris');
    expect(notaris).toEqual({
      slug: 'covernote-notaris',
      title: 'Covernote Notaris',
      overdue: 1,
      overdueCapped: false,
      dueIn30: 2,
      dueIn30Capped: false,
    });
    expect(dashboard.reports.map((report) => report.slug)).toContain('dokumen-tbo');
    expect(dashboard.reports).toHaveLength(10);
  });

  it('shows only what the role may read', async () => {
    const reader = await authHeaderWithGrants(session.context, {
      [SUB_MENUS.dashboard]: ['Access'],
      'Covernote Notaris': ['Read'],
    });
    const dashboard = await dashboardOf(reader);
    expect(dashboard.applications).toBeNull();
    expect(dashboard.approvalQueue).toBeNull();
    expect(dashboard.reports.map((report) => report.slug)).toEqual(['covernote-notaris']);
  });

  it("keeps to the user's branch scope", async () => {
    const grants = {
      [SUB_MENUS.dashboard]: ['Access' as const],
      [SUB_MENUS.creditApplication]: ['Read' as const],
      'Covernote Notaris': ['Read' as const],
    };
    const own = await scopedSession(session.context, grants, [area]);
    const mine = await dashboardOf(own.headers);
    expect(mine.reports[0]).toMatchObject({ overdue: 1, dueIn30: 2 });
    expect(mine.applications?.find((entry) => entry.status === 'Open')?.count).toBe(0);
    const stranger = await scopedSession(session.context, grants, [
      await createArea(session.context.db),
    ]);
    const theirs = await dashboardOf(stranger.headers);
    expect(theirs.reports[0]).toMatchObject({ overdue: 0, dueIn30: 0 });
    expect(theirs.applications?.every((entry) => entry.count === 0)).toBe(true);
  });
});
