import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { CREDIT_AUTHORITY_MESSAGES as A } from '@creditdesk/domain/credit-applications/credit-authority.messages';
import { DOCUMENT_MESSAGES as D } from '@creditdesk/domain/documents/documents.schemas';
import type { TimelineEntry } from '@creditdesk/domain/documents/document-answers.schemas';
import { withParams } from '@creditdesk/domain/shared/message-index';
import { approvalAuthorities } from '../approval-authorities/approval-authorities.table';
import {
  creditApplicationApprovals,
  creditApplications,
} from '../credit-applications/credit-applications.table';
import { scopedSession } from '../../testing/factories';
import { expectConflict } from '../../testing/http';
import { auditOf } from '../../testing/inspect';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { creditAuthorityFile } from './credit-authority.fixture';

let context: TestContext;
let file: Awaited<ReturnType<typeof creditAuthorityFile>>;
let cabang: Awaited<ReturnType<typeof file.approver>>;
let wilayah: Awaited<ReturnType<typeof file.approver>>;
let komite: Awaited<ReturnType<typeof file.approver>>;

beforeAll(async () => {
  context = await createTestApp();
  file = await creditAuthorityFile(context);
  cabang = await file.approver(file.roles.kepalaCabang.id, 'Budi Kepala Cabang');
  wilayah = await file.approver(file.roles.kepalaWilayah.id, 'Sari Kepala Wilayah');
  komite = await file.approver(file.roles.komite.id, 'Agus Komite');
});
afterAll(() => context.close());

const timelineOf = async (id: string) =>
  (await file.call('GET', `/${id}/timeline`)).json().response.data as TimelineEntry[];

const expectForbidden = (
  response: Awaited<ReturnType<typeof file.decide>>,
  code: string,
  params?: object,
) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toMatchObject({ code, ...(params ? { params } : {}) });
};

describe('Submit at a tier', () => {
  it('freezes the tier covering the plafond: its name, count and roles', async () => {
    const small = await file.submittedAt('500000000');
    expect((await file.detail(small)).approval).toMatchObject({
      tier: { _id: file.tiers[0]?.id, name: 'Up to 500 juta' },
      required: 1,
      given: 0,
      approvals: [],
      rolesNeeded: ['Kepala Cabang'],
    });
    const large = await file.submittedAt('2000000000');
    expect((await file.detail(large)).approval).toMatchObject({
      tier: { name: 'Up to 5 miliar' },
      required: 2,
      rolesNeeded: ['Kepala Cabang', 'Kepala Wilayah'],
    });
  });

  it('prefers a tier naming the credit type to the one for every type', async () => {
    const id = await file.submittedAt('2000000000', file.kpr.id);
    expect((await file.detail(id)).approval).toMatchObject({ tier: { name: 'KPR' }, required: 1 });
  });

  it('refuses a plafond no tier covers with 409 naming the amount, changing nothing', async () => {
    const id = await file.readyAt('7500000000');
    const refused = await file.call('POST', `/${id}/submit-document`);
    expectConflict(
      refused,
      withParams(A.noTier, { amount: 'Rp 7.500.000.000' }),
      'No approval authority covers a plafond of Rp 7.500.000.000.',
    );
    const [row] = await context.db
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.id, id));
    expect(row).toMatchObject({ status: 'Credit Approved', approvalTierId: null });
    expect((await auditOf(context.db, id)).map((audit) => audit.action)).not.toContain('submitted');
  });

  it('keeps the frozen tier when the tiers change later', async () => {
    const id = await file.submittedAt('2000000000');
    await context.db
      .update(approvalAuthorities)
      .set({ requiredApprovals: 5 })
      .where(eq(approvalAuthorities.name, 'Up to 5 miliar'));
    expect((await file.detail(id)).approval.required).toBe(2);
    await context.db
      .update(approvalAuthorities)
      .set({ requiredApprovals: 2 })
      .where(eq(approvalAuthorities.name, 'Up to 5 miliar'));
  });
});

describe('POST /credit-application/{id}/approval at a tier', () => {
  it('completes at the second distinct approval, each on signingHistory, the timeline and the audit', async () => {
    const id = await file.submittedAt('2000000000');
    const first = await file.decide(id, wilayah.headers, 'Approved', 'Agunan cukup');
    expect(first.statusCode, first.body).toBe(200);
    const after = first.json().response;
    expect(after.status).toBe('Waiting for Review');
    expect(after.approval).toMatchObject({ given: 1, approvers: ['Sari Kepala Wilayah'] });
    expect(after.approval.canDecide).toBe(false);
    expect(after.signingHistory.at(-1)).toMatchObject({
      status: 'Waiting for Review',
      createdBy: { _id: wilayah.id, name: 'Sari Kepala Wilayah' },
    });
    expect((await timelineOf(id))[0]).toMatchObject({
      event: 'approval-given',
      detail: '1 of 2: Agunan cukup',
      createdBy: { _id: wilayah.id },
    });
    expect((await file.detail(id, cabang.headers)).approval.canDecide).toBe(true);

    const second = await file.decide(id, cabang.headers);
    expect(second.statusCode, second.body).toBe(200);
    const done = second.json().response;
    expect(done.status).toBe('Completed');
    expect(done.approval).toMatchObject({
      given: 2,
      approvers: ['Sari Kepala Wilayah', 'Budi Kepala Cabang'],
      rolesNeeded: [],
      canDecide: false,
      approvals: [
        {
          user: { _id: wilayah.id },
          role: 'Kepala Wilayah',
          action: 'Approved',
          reason: 'Agunan cukup',
        },
        { user: { _id: cabang.id }, role: 'Kepala Cabang', action: 'Approved', reason: null },
      ],
    });
    const names = done.signingHistory.map(
      (step: { createdBy: { name: string } }) => step.createdBy.name,
    );
    expect(names).toEqual(expect.arrayContaining(['Sari Kepala Wilayah', 'Budi Kepala Cabang']));
    const rows = await context.db
      .select()
      .from(creditApplicationApprovals)
      .where(eq(creditApplicationApprovals.applicationId, id));
    expect(rows.map((row) => row.roleId).sort()).toEqual(
      [file.roles.kepalaCabang.id, file.roles.kepalaWilayah.id].sort(),
    );
    const actions = (await auditOf(context.db, id)).map((audit) => audit.action);
    expect(actions).toEqual(expect.arrayContaining(['approval-given', 'approved']));
    expect((await timelineOf(id)).map((entry) => entry.event).slice(0, 2)).toEqual([
      'approved',
      'approval-given',
    ]);
  });

  it('times the decision from the Submit: an approval short of the count moves neither time', async () => {
    const id = await file.submittedAt('2000000000');
    const times = async () => {
      const [row] = await context.db
        .select()
        .from(creditApplications)
        .where(eq(creditApplications.id, id));
      return { submittedAt: row?.submittedAt, statusChangedAt: row?.statusChangedAt };
    };
    const submitted = await times();
    expect(submitted.submittedAt).toEqual(submitted.statusChangedAt);
    expect((await file.decide(id, wilayah.headers)).statusCode).toBe(200);
    expect(await times()).toEqual(submitted);
    expect((await file.decide(id, cabang.headers)).statusCode).toBe(200);
    const decided = await times();
    expect(decided.submittedAt).toEqual(submitted.submittedAt);
    expect(decided.statusChangedAt?.getTime()).toBeGreaterThanOrEqual(
      submitted.statusChangedAt?.getTime() ?? Infinity,
    );
  });

  it('refuses a role the tier does not name (403 naming the roles), then an approver twice', async () => {
    const id = await file.submittedAt('2000000000');
    expectForbidden(await file.decide(id, komite.headers), A.notTierRole, {
      tier: 'Up to 5 miliar',
      roles: 'Kepala Cabang, Kepala Wilayah',
    });
    expect((await file.detail(id, komite.headers)).approval.canDecide).toBe(false);
    expect((await file.decide(id, wilayah.headers)).statusCode).toBe(200);
    expectForbidden(
      await file.decide(id, wilayah.headers, 'Rejected', 'Agunan kurang'),
      A.alreadyDecided,
    );
    expect((await file.detail(id)).approval.given).toBe(1);
  });

  it('refuses the creator (403) and a decided application (409)', async () => {
    const id = await file.submittedAt('500000000');
    expectForbidden(await file.decide(id, file.creator), D.fourEyes);
    expect((await file.detail(id)).approval.canDecide).toBe(false);
    expect((await file.decide(id, cabang.headers)).statusCode).toBe(200);
    expect((await file.decide(id, wilayah.headers)).statusCode).toBe(409);
  });

  it('rejects at one Reject with its reason, after an approval', async () => {
    const id = await file.submittedAt('2000000000');
    expect((await file.decide(id, wilayah.headers)).statusCode).toBe(200);
    const rejected = await file.decide(id, cabang.headers, 'Rejected', 'Usaha tidak layak');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().response).toMatchObject({
      status: 'Rejected',
      decisionReason: 'Usaha tidak layak',
    });
    expect(rejected.json().response.approval.approvals.at(-1)).toMatchObject({
      action: 'Rejected',
      role: 'Kepala Cabang',
    });
  });

  it("answers 404 outside the approver's area, 403 without Approval/Action, 401 without a token", async () => {
    const id = await file.submittedAt('500000000');
    const outside = await scopedSession(
      context,
      { [SUB_MENUS.creditApplication]: ['Read'], [SUB_MENUS.approval]: ['View', 'Action'] },
      [],
    );
    expect((await file.decide(id, outside.headers)).statusCode).toBe(404);
    const viewer = await scopedSession(context, { [SUB_MENUS.approval]: ['View'] }, []);
    expect((await file.decide(id, viewer.headers)).statusCode).toBe(403);
    expect((await file.decide(id, {})).statusCode).toBe(401);
    expect((await file.detail(id)).status).toBe('Waiting for Review');
  });

  it('decides an application submitted before tiers with one approval by any approver', async () => {
    const id = await file.submittedAt('2000000000');
    await context.db
      .update(creditApplications)
      .set({
        approvalTierId: null,
        approvalTierName: null,
        approvalsRequired: null,
        approverRoleIds: null,
      })
      .where(eq(creditApplications.id, id));
    expect((await file.detail(id)).approval).toMatchObject({ tier: null, required: null });
    const approved = await file.decide(id, komite.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().response.status).toBe('Completed');
  });
});
