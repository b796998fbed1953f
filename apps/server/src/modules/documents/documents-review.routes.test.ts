import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { TimelineEntry } from '@creditdesk/domain/documents/document-answers.schemas';
import { DOCUMENT_MESSAGES as M } from '@creditdesk/domain/documents/documents.schemas';
import { withParams } from '@creditdesk/domain/shared/message-index';
import {
  createCreditApplication,
  uploadDocument,
  uploadMandatorySet,
} from '../../testing/credit-applications';
import {
  adminSession,
  authHeaderWithGrants,
  createUser,
  mintSession,
} from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { creditApplicationEvents } from './documents.table';
import { expectConflict, requester } from '../../testing/http';
import { auditOf } from '../../testing/inspect';
import { UNKNOWN_ID } from '../../testing/master-data';

let context: TestContext;
let creator: Record<string, string>;
let reviewer: Record<string, string>;
let reviewerId: string;

beforeAll(async () => {
  context = await createTestApp();
  creator = (await adminSession(context)).headers;
  const user = await createUser(context.db, { name: 'Reviewer' });
  reviewerId = user.id;
  reviewer = (await mintSession(context, user.id)).headers;
});
afterAll(() => context.close());

const { call } = requester(() => context, {
  base: '/api/v1/credit-application',
  headers: () => creator,
});

const submit = (id: string, as = creator) => call('POST', `/${id}/submit-document`, undefined, as);
const decide = (id: string, action: string, reason = '', as = reviewer) =>
  call('POST', `/${id}/approval`, { action, reason }, as);
const statusOf = async (id: string) => (await call('GET', `/${id}`)).json().response.status;

/** An application of the creator, Credit Approved, with the mandatory set uploaded. */
const readyForReview = async () => {
  const application = await createCreditApplication(context, creator);
  await uploadMandatorySet(context, creator, application.id);
  return application;
};

const timelineOf = async (id: string) => {
  const response = await call('GET', `/${id}/timeline`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response.data as TimelineEntry[];
};

describe('POST /credit-application/{id}/submit-document', () => {
  it('moves Credit Approved to Waiting for Review when every mandatory document is there', async () => {
    const { id } = await readyForReview();
    const response = await submit(id);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().response;
    expect(detail.status).toBe('Waiting for Review');
    expect(detail.signingHistory.at(-1)).toMatchObject({ status: 'Waiting for Review' });
    expect(Date.parse(detail.statusChanged)).toBeGreaterThan(Date.parse(detail.created));
    const audit = await auditOf(context.db, id);
    expect(audit.find((row) => row.action === 'submitted')?.after).toEqual({
      status: 'Waiting for Review',
      approvalTier: { id: expect.any(String), name: 'Every amount', required: 1 },
    });
  });

  it('refuses an archived application with 409, so that no submission misses the queue', async () => {
    const { id } = await readyForReview();
    expect((await call('PUT', `/${id}/archive`, { isArchive: true })).statusCode).toBe(200);
    const refused = await submit(id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'An archived credit application cannot be submitted for review: unarchive it first, so that it reaches the approval queue.',
      code: 'documents.submitArchived',
    });
    expect(await statusOf(id)).toBe('Credit Approved');
    expect((await call('PUT', `/${id}/archive`, { isArchive: false })).statusCode).toBe(200);
    expect((await submit(id)).statusCode).toBe(200);
  });

  it('refuses an incomplete mandatory set with 409 naming the missing types', async () => {
    const { id } = await createCreditApplication(context, creator, {
      debitur: { type: 'Personal', maritalStatus: 'Single' },
    });
    await uploadDocument(context, creator, id, 'bir');
    const response = await submit(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'documents.missingMandatory',
      params: {
        titles: [
          'Credit Application & SDK',
          'SDK',
          'SLIK',
          'Trade Checking (Laporan Kunjungan Usaha)',
          'Rekening Koran',
          'Laporan Keuangan (Inhouse)',
          'KTP',
          'NPWP',
          'Kartu Keluarga',
          'Dokumen Sertifikat',
          'Laporan Penilaian Agunan',
        ].join(', '),
      },
    });
    expect(await statusOf(id)).toBe('Credit Approved');
  });

  it('submits a single debitur without KTP Pasangan and Buku Nikah, and an Enterprise with its set', async () => {
    for (const debitur of [
      { type: 'Personal' as const, maritalStatus: 'Single' },
      { type: 'Enterprise' as const },
    ]) {
      const { id } = await createCreditApplication(context, creator, { debitur });
      await uploadMandatorySet(context, creator, id, debitur);
      const response = await submit(id);
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('refuses anyone but the creator (403) and any status but Credit Approved (409)', async () => {
    const { id } = await readyForReview();
    const byOther = await submit(id, reviewer);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().code).toBe(M.submitNotCreator);
    expect((await submit(id)).statusCode).toBe(200);
    const again = await submit(id);
    expectConflict(
      again,
      withParams(M.submitWrongStatus, { status: 'Waiting for Review' }),
      'Only a Credit Approved credit application can be submitted; this one is Waiting for Review.',
    );
    const open = await createCreditApplication(context, creator, { status: 'Open' });
    expect((await submit(open.id)).json().params).toEqual({ status: 'Open' });
    expect((await submit(UNKNOWN_ID)).statusCode).toBe(404);
  });
});

describe('POST /credit-application/{id}/approval', () => {
  it('approves: Waiting for Review -> Completed, by someone other than the creator', async () => {
    const { id } = await readyForReview();
    await submit(id);
    const response = await decide(id, 'Approved', 'Collateral covers 150%');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response).toMatchObject({
      status: 'Completed',
      decisionReason: 'Collateral covers 150%',
    });
    const audit = await auditOf(context.db, id);
    expect(audit.find((row) => row.action === 'approved')).toMatchObject({
      actorId: reviewerId,
      after: { status: 'Completed', decisionReason: 'Collateral covers 150%' },
    });
  });

  it('refuses a rejection without a reason (400), although the spec client sends none; an approval may omit it', async () => {
    const { id } = await readyForReview();
    await submit(id);
    for (const reason of ['', '   ']) {
      const refused = await decide(id, 'Rejected', reason);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: M.rejectReasonRequired,
        message: 'Reason must be filled',
      });
    }
    expect(await statusOf(id)).toBe('Waiting for Review');
    const rejected = await decide(id, 'Rejected', '  Collateral value too low ');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().response).toMatchObject({
      status: 'Rejected',
      decisionReason: 'Collateral value too low',
    });
    const approvable = await readyForReview();
    await submit(approvable.id);
    const approved = await decide(approvable.id, 'Approved', '');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().response).toMatchObject({ status: 'Completed', decisionReason: '' });
  });

  it('refuses the creator (403, four eyes), a wrong status (409) and a bad action (400)', async () => {
    const { id } = await readyForReview();
    const early = await decide(id, 'Approved');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'documents.decideWrongStatus',
      params: { status: 'Credit Approved' },
    });
    await submit(id);
    const ownDecision = await decide(id, 'Approved', '', creator);
    expect(ownDecision.statusCode).toBe(403);
    expect(ownDecision.json().code).toBe(M.fourEyes);
    const badAction = await decide(id, 'Maybe');
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().code).toBe(M.actionRequired);
    const longReason = await decide(id, 'Rejected', 'x'.repeat(256));
    expect(longReason.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('Waiting for Review');
  });

  it('lets an approver holding only Approval / Action and Credit Application Read decide', async () => {
    const { id } = await readyForReview();
    await submit(id);
    const approver = await authHeaderWithGrants(context, {
      [SUB_MENUS.creditApplication]: ['Read'],
      [SUB_MENUS.approval]: ['Action'],
    });
    expect((await decide(id, 'Approved', '', approver)).statusCode).toBe(200);
  });

  it('lists the queue oldest waiting first by statusChanged', async () => {
    const first = await readyForReview();
    const second = await readyForReview();
    await submit(second.id);
    await submit(first.id);
    const response = await call(
      'GET',
      '/paged?status=Waiting%20for%20Review&sortBy=statusChanged&sortOrder=asc',
    );
    expect(response.statusCode).toBe(200);
    const ids = response.json().response.data.map((row: { _id: string }) => row._id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });
});

describe('the status machine through the end', () => {
  it('Rejected -> edit -> Open: a rejected application is revised and signed again', async () => {
    const { id, debiturId } = await readyForReview();
    await submit(id);
    await decide(id, 'Rejected', 'Collateral value too low');
    const application = (await call('GET', `/${id}`)).json().response;
    const edit = await call('PUT', `/${id}`, {
      type: 'Personal',
      joinType: 'Existing Debitur',
      debitur: debiturId,
      creditType: application.creditType._id,
      plafond: '200000000',
      facilities: application.facilities.map((facility: { _id: string }) => facility._id),
      tenorStartDate: '2026-02-01',
      tenorEndDate: '2027-01-31',
      creditDesc: 'Working capital, smaller plafond',
      status: 'Open',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().response.status).toBe('Open');
    expect((await call('PUT', `/${id}`, { status: 'Signing Process' })).statusCode).toBe(200);
    expect((await call('PUT', `/${id}`, { status: 'Credit Approved' })).statusCode).toBe(200);
    // The documents stay with the application, so it can be submitted again at once.
    expect((await submit(id)).statusCode).toBe(200);
    const events = (await timelineOf(id)).map((entry) => [entry.event, entry.status]);
    expect(events.slice(0, 5)).toEqual([
      ['submitted', 'Waiting for Review'],
      ['status', 'Credit Approved'],
      ['status', 'Signing Process'],
      ['revised', 'Open'],
      ['rejected', 'Rejected'],
    ]);
  });

  it('refuses an edit or a signing step of a non-Draft application by anyone but its creator (403)', async () => {
    const { id } = await createCreditApplication(context, creator, { status: 'Open' });
    const step = await call('PUT', `/${id}`, { status: 'Signing Process' }, reviewer);
    expect(step.statusCode).toBe(403);
    const application = (await call('GET', `/${id}`)).json().response;
    const edit = await call(
      'PUT',
      `/${id}`,
      {
        type: 'Personal',
        joinType: 'Existing Debitur',
        debitur: application.debitur._id,
        creditType: application.creditType._id,
        plafond: '1',
        facilities: [application.facilities[0]._id],
        tenorStartDate: '2026-02-01',
        tenorEndDate: '2027-01-31',
        creditDesc: 'Changed by someone else',
      },
      reviewer,
    );
    expect(edit.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('Open');
  });
});

describe('GET /credit-application/{id}/timeline', () => {
  it('lists every step newest first, with who, when and the details', async () => {
    const { id } = await readyForReview();
    await submit(id);
    await decide(id, 'Approved', 'All documents verified');
    const timeline = await timelineOf(id);
    const events = timeline.map((entry) => entry.event);
    expect(events.slice(0, 2)).toEqual(['approved', 'submitted']);
    expect(events.at(-1)).toBe('created');
    expect(events.slice(-3, -1)).toEqual(['status', 'status']);
    expect(events.filter((event) => event === 'document-added')).toHaveLength(14);
    expect(timeline[0]).toMatchObject({
      status: 'Completed',
      detail: 'All documents verified',
      createdBy: { _id: reviewerId, name: 'Reviewer' },
    });
    expect(timeline.find((entry) => entry.event === 'document-added')?.detail).toBe(
      'Laporan Penilaian Agunan: laporan-penilaian-agunan.pdf',
    );
    const times = timeline.map((entry) => Date.parse(entry.created));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const rows = await context.db
      .select()
      .from(creditApplicationEvents)
      .where(eq(creditApplicationEvents.applicationId, id));
    expect(rows).toHaveLength(timeline.length);
  });

  it('records document additions and removals with the type and file name', async () => {
    const { id } = await createCreditApplication(context, creator);
    const upload = (await uploadDocument(context, creator, id, 'roya')).json().response;
    await requester(() => context, { headers: () => creator }).call(
      'DELETE',
      `/document-credit-application/${id}/type/${upload.type._id}/file/${upload.file._id}`,
    );
    const timeline = await timelineOf(id);
    expect(timeline.slice(0, 2).map((entry) => [entry.event, entry.detail])).toEqual([
      ['document-removed', 'Roya: roya.pdf'],
      ['document-added', 'Roya: roya.pdf'],
    ]);
    expect((await call('GET', `/${UNKNOWN_ID}/timeline`)).statusCode).toBe(404);
  });
});
