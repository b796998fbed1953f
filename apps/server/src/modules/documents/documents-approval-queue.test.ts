import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { CreditApplicationRow } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { scopedSession } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { creditAuthorityFile } from './credit-authority.fixture';

let context: TestContext;
let file: Awaited<ReturnType<typeof creditAuthorityFile>>;
let cabang: Awaited<ReturnType<typeof file.approver>>;
let wilayah: Awaited<ReturnType<typeof file.approver>>;
/** Waiting: small (Kepala Cabang), large (two of both, one given by Sari), committee. */
let small: string;
let large: string;
let committee: string;

beforeAll(async () => {
  context = await createTestApp();
  file = await creditAuthorityFile(context);
  cabang = await file.approver(file.roles.kepalaCabang.id, 'Budi Kepala Cabang');
  wilayah = await file.approver(file.roles.kepalaWilayah.id, 'Sari Kepala Wilayah');
  small = await file.submittedAt('100000000');
  large = await file.submittedAt('2000000000');
  committee = await file.submittedAt('6000000000');
  expect((await file.decide(large, wilayah.headers)).statusCode).toBe(200);
});
afterAll(() => context.close());

const queue = async (query: string, as = file.creator) => {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/v1/credit-application/approval/paged?sortBy=statusChanged&sortOrder=asc&${query}`,
    headers: as,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as { data: CreditApplicationRow[]; total: number };
};
const idsOf = (page: { data: CreditApplicationRow[] }) => page.data.map((row) => row._id);

it('rows carry the tier, the count and the approvers, longest waiting first', async () => {
  const page = await queue('');
  expect(idsOf(page)).toEqual([small, large, committee]);
  expect(page.data[1]?.approval).toEqual({
    tier: { _id: file.tiers[1]?.id, name: 'Up to 5 miliar' },
    required: 2,
    given: 1,
    approvers: ['Sari Kepala Wilayah'],
  });
});

it('filters by tier', async () => {
  const page = await queue(`tier=${file.tiers[2]?.id}`);
  expect(idsOf(page)).toEqual([committee]);
  expect(page.total).toBe(1);
});

it("keeps with canDecide=true what the user may decide: his tier's roles, not yet decided, not his own", async () => {
  expect(idsOf(await queue('canDecide=true', cabang.headers))).toEqual([small, large]);
  expect(idsOf(await queue('canDecide=true', wilayah.headers))).toEqual([]);
  // The creator holds every right, but each is his own.
  expect((await queue('canDecide=true')).total).toBe(0);
  const viewer = await scopedSession(context, { [SUB_MENUS.approval]: ['View'] }, []);
  expect((await queue('canDecide=true', viewer.headers)).total).toBe(0);
});

it('refuses a malformed tier id and canDecide with 400 naming each', async () => {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/v1/credit-application/approval/paged?tier=not-an-id&canDecide=maybe',
    headers: file.creator,
  });
  expect(response.statusCode).toBe(400);
  expect(
    response
      .json()
      .details.map((detail: { path: string }) => detail.path)
      .sort(),
  ).toEqual(['canDecide', 'tier.0']);
});

it("lists the tiers for the queue's filter in the ladder's order, behind Approval/View", async () => {
  const tiers = (as: Record<string, string>) =>
    context.app.inject({
      method: 'GET',
      url: '/api/v1/credit-application/approval/tiers',
      headers: as,
    });
  const answer = await tiers(cabang.headers);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().response.data.map((tier: { name: string }) => tier.name)).toEqual([
    'KPR',
    'Up to 500 juta',
    'Up to 5 miliar',
    'Komite',
  ]);
  const outsider = await scopedSession(context, { [SUB_MENUS.creditApplication]: ['Read'] }, []);
  expect((await tiers(outsider.headers)).statusCode).toBe(403);
  expect((await tiers({})).statusCode).toBe(401);
});
