import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';
import { adminTestFile } from '../../testing/admin-test-file';
import { replaceApprovalTiers } from '../../testing/approval-tiers';
import { createCreditApplication } from '../../testing/credit-applications';
import { scopedSession } from '../../testing/factories';
import { createArea, onlyRow } from '../../testing/master-data';
import {
  creditApplicationSigning,
  creditApplications,
} from '../credit-applications/credit-applications.table';
import { catalogueTypes, insertDeferral } from '../reports/deferrals.fixture';

/** 01:30 on 10 March in Jakarta, still the 9th in UTC. */
const NOW = new Date('2026-03-09T18:30:00Z');
const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

const { session, call } = adminTestFile('/api/v1', { now: () => NOW });

const dashboardOf = async (as = session.headers) => {
  const response = await call('GET', '/dashboard', undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as Dashboard;
};

/** An application moved through `moves` (status, when) as its signing history: its status is the last, its Submit the last move to Waiting for Review. */
const applicationWithHistory = async (
  moves: [string, Date][],
  tier: { id: string | null; name: string } | null = null,
) => {
  const { db } = session.context;
  const { id } = await createCreditApplication(session.context, session.headers);
  for (const [status, createdAt] of moves)
    await db
      .insert(creditApplicationSigning)
      .values({ applicationId: id, status, createdBy: session.adminId, createdAt });
  const [status, at] = moves.at(-1) ?? ['Credit Approved', NOW];
  const submits = moves.filter(([move]) => move === 'Waiting for Review');
  await db
    .update(creditApplications)
    .set({
      status,
      statusChangedAt: at,
      submittedAt: submits.at(-1)?.[1] ?? null,
      approvalTierId: tier?.id ?? null,
      approvalTierName: tier?.name ?? null,
    })
    .where(eq(creditApplications.id, id));
  return onlyRow(await db.select().from(creditApplications).where(eq(creditApplications.id, id)));
};

let waiting: Awaited<ReturnType<typeof applicationWithHistory>>;

beforeAll(async () => {
  // Named against the alphabet: the dashboard lists them in the ladder's order.
  const [cabang, komite] = await replaceApprovalTiers(session.context.db, [
    {
      name: 'Wewenang Kepala Cabang',
      plafondFrom: '0',
      plafondTo: '500000000',
      requiredApprovals: 1,
    },
    { name: 'Komite Kredit', plafondFrom: '500000000', plafondTo: null, requiredApprovals: 3 },
  ]);
  // Decided within 30 days after 2 h, 10 h (its last wait, after an earlier rejection) and 30 h.
  await applicationWithHistory([
    ['Waiting for Review', hoursAgo(72)],
    ['Completed', hoursAgo(70)],
  ]);
  await applicationWithHistory([
    ['Waiting for Review', hoursAgo(120)],
    ['Rejected', hoursAgo(119)],
    ['Waiting for Review', hoursAgo(48)],
    ['Completed', hoursAgo(38)],
  ]);
  await applicationWithHistory([
    ['Waiting for Review', hoursAgo(96)],
    ['Rejected', hoursAgo(66)],
  ]);
  // Decided 40 days ago: outside the window.
  await applicationWithHistory([
    ['Waiting for Review', hoursAgo(45 * 24)],
    ['Completed', hoursAgo(40 * 24)],
  ]);
  waiting = await applicationWithHistory([['Waiting for Review', hoursAgo(5)]], cabang ?? null);
  await applicationWithHistory([['Waiting for Review', hoursAgo(4)]], komite ?? null);
  // A deleted tier's id is set null; its name stays frozen on the application.
  await applicationWithHistory([['Waiting for Review', hoursAgo(3)]], {
    id: null,
    name: 'A tier since deleted',
  });
  await applicationWithHistory([['Waiting for Review', hoursAgo(300)]]);

  const types = await catalogueTypes(session.context.db, 5);
  const dates = ['2026-03-05', '2026-03-10', '2026-04-09', '2026-04-10'];
  for (const [index, promisedDate] of dates.entries())
    await insertDeferral(session.context.db, {
      applicationId: waiting.id,
      typeId: types[index]?.id ?? '',
      promisedDate,
      createdBy: session.adminId,
      status: index % 2 ? 'Requested' : 'Granted',
    });
  await insertDeferral(session.context.db, {
    applicationId: waiting.id,
    typeId: types[4]?.id ?? '',
    promisedDate: '2026-03-01',
    createdBy: session.adminId,
    status: 'Received',
  });
});

describe('the dashboard under credit authority', () => {
  it('splits the approval queue by tier in the ladder order, before-tier applications under null', async () => {
    const { approvalQueue } = await dashboardOf();
    expect(approvalQueue?.size).toBe(4);
    expect(approvalQueue?.byTier).toEqual([
      { tier: null, count: 1 },
      { tier: 'Wewenang Kepala Cabang', count: 1 },
      { tier: 'Komite Kredit', count: 1 },
      { tier: 'A tier since deleted', count: 1 },
    ]);
  });

  it('gives the median time from the last Submit to the decision, over 30 days', async () => {
    const { approvalQueue } = await dashboardOf();
    expect(approvalQueue?.decided30Days).toBe(3);
    expect(approvalQueue?.medianDecisionSeconds).toBe(10 * 3600);
  });

  it('counts the open deferrals overdue and due within 30 days as the Dokumen TBO figure', async () => {
    const tbo = (await dashboardOf()).reports.find((report) => report.slug === 'dokumen-tbo');
    expect(tbo).toEqual({
      slug: 'dokumen-tbo',
      title: 'Dokumen TBO',
      overdue: 1,
      overdueCapped: false,
      dueIn30: 2,
      dueIn30Capped: false,
    });
  });

  it("keeps each figure to the user's area and his rights", async () => {
    const grants = {
      [SUB_MENUS.dashboard]: ['Access' as const],
      [SUB_MENUS.approval]: ['View' as const],
      'Dokumen TBO': ['Read' as const],
    };
    const own = await scopedSession(session.context, grants, [
      { groupId: waiting.groupId ?? '', branchId: waiting.branchId ?? '' },
    ]);
    const mine = await dashboardOf(own.headers);
    expect(mine.approvalQueue).toMatchObject({
      size: 1,
      byTier: [{ tier: 'Wewenang Kepala Cabang', count: 1 }],
      decided30Days: 0,
      medianDecisionSeconds: null,
    });
    expect(mine.reports).toEqual([expect.objectContaining({ overdue: 1, dueIn30: 2 })]);

    const stranger = await scopedSession(session.context, grants, [
      await createArea(session.context.db),
    ]);
    const theirs = await dashboardOf(stranger.headers);
    expect(theirs.approvalQueue).toMatchObject({ byTier: [], medianDecisionSeconds: null });
    expect(theirs.reports).toEqual([expect.objectContaining({ overdue: 0, dueIn30: 0 })]);

    const noTbo = await scopedSession(session.context, { [SUB_MENUS.dashboard]: ['Access'] }, [
      { groupId: waiting.groupId ?? '', branchId: waiting.branchId ?? '' },
    ]);
    const bare = await dashboardOf(noTbo.headers);
    expect(bare.approvalQueue).toBeNull();
    expect(bare.reports).toEqual([]);
  });
});
