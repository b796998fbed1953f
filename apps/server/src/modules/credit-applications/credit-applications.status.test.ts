import { describe, expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CREDIT_APPLICATION_MESSAGES as M } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { authHeaderWithGrants } from '../../testing/factories';
import { auditLogs } from '../../plugins/audit/audit.table';
import { CREDIT_APPLICATION_CONFLICTS as C } from '@creditdesk/domain/credit-applications/credit-application-conflicts.messages';
import {
  adminId,
  application,
  call,
  context,
  create,
  creditTypeId,
  historyOf,
  it,
  otherCreditTypeId,
  otherUser,
  setStatus,
  statusOf,
} from './credit-applications.fixture';

describe('status machine', () => {
  it('moves Open -> Signing Process -> Credit Approved by the creator, recording each step', async ({
    created,
  }) => {
    const signing = await call('PUT', `/${created._id}`, { status: 'Signing Process' });
    expect(signing.statusCode, signing.body).toBe(200);
    expect(signing.json().response.status).toBe('Signing Process');
    const approved = await call('PUT', `/${created._id}`, { status: 'Credit Approved' });
    expect(approved.statusCode).toBe(200);
    const history = approved.json().response.signingHistory;
    expect(history.map((step: { status: string }) => step.status)).toEqual([
      'Open',
      'Signing Process',
      'Credit Approved',
    ]);
    expect(history[2].createdBy).toEqual({ _id: adminId, name: 'Admin Tester' });
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, created._id))
      .orderBy(asc(auditLogs.seq));
    expect(audit.filter((row) => row.action === 'signing-step').map((row) => row.after)).toEqual([
      { status: 'Signing Process' },
      { status: 'Credit Approved' },
    ]);
  });

  it('accepts the alias Waiting for Signing as Signing Process', async ({ created }) => {
    const response = await call('PUT', `/${created._id}`, { status: 'Waiting for Signing' });
    expect(response.statusCode).toBe(200);
    expect(response.json().response.status).toBe('Signing Process');
  });

  const refused: [string, string | undefined, string, { from: string; to: string }][] = [
    ['skipping a step', undefined, 'Credit Approved', { from: 'Open', to: 'Credit Approved' }],
    ['going back', 'Signing Process', 'Open', { from: 'Signing Process', to: 'Open' }],
    [
      'repeating a step',
      'Signing Process',
      'Signing Process',
      { from: 'Signing Process', to: 'Signing Process' },
    ],
    [
      'after Credit Approved',
      'Credit Approved',
      'Waiting for Review',
      { from: 'Credit Approved', to: 'Waiting for Review' },
    ],
    ['from Draft', 'Draft', 'Signing Process', { from: 'Draft', to: 'Signing Process' }],
    ['from Rejected', 'Rejected', 'Open', { from: 'Rejected', to: 'Open' }],
    [
      'to Completed',
      'Waiting for Review',
      'Approved',
      { from: 'Waiting for Review', to: 'Completed' },
    ],
  ];

  it.each(refused)('refuses %s with 409 and changes nothing', async (_, from, to, params) => {
    const created = await create();
    if (from) await setStatus(created._id, from);
    const history = await historyOf(created._id);
    const response = await call('PUT', `/${created._id}`, { status: to });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'creditApplicationConflicts.wrongStep', params });
    expect(await statusOf(created._id)).toBe(from ?? 'Open');
    expect(await historyOf(created._id)).toEqual(history);
  });

  it('refuses a signing step by someone other than the creator with 403', async ({ created }) => {
    const response = await call(
      'PUT',
      `/${created._id}`,
      { status: 'Signing Process' },
      await otherUser(),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(C.notCreator);
    expect(await statusOf(created._id)).toBe('Open');
  });

  it('lets anyone with Update edit a Draft, but only the creator edit it once it is Open (403)', async () => {
    const draft = await create({ status: 'Draft' });
    const other = await otherUser();
    const editedDraft = await call('PUT', `/${draft._id}`, application({ status: 'Draft' }), other);
    expect(editedDraft.statusCode, editedDraft.body).toBe(200);
    const open = await create();
    const refused = await call(
      'PUT',
      `/${open._id}`,
      application({ creditDesc: 'Mine now' }),
      other,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(C.notEditor);
  });

  it('refuses an unknown status name', async ({ created }) => {
    const response = await call('PUT', `/${created._id}`, { status: 'Finished' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(M.statusUnknown);
  });

  it('saves a Draft again, submits it to Open, and then refuses Save as Draft', async () => {
    const draft = await create({ status: 'Draft', plafond: '' });
    const again = await call(
      'PUT',
      `/${draft._id}`,
      application({ status: 'Draft', creditDesc: 'Edited' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().response).toMatchObject({ status: 'Draft', creditDesc: 'Edited' });
    const submitted = await call('PUT', `/${draft._id}`, application({ version: 2 }));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().response.status).toBe('Open');
    expect(await historyOf(draft._id)).toEqual(['Draft', 'Open']);
    const backToDraft = await call('PUT', `/${draft._id}`, application({ status: 'Draft' }));
    expect(backToDraft.statusCode).toBe(409);
    expect(backToDraft.json().code).toBe(C.draftOnlyNew);
    expect(await statusOf(draft._id)).toBe('Open');
  });

  it('refuses a stale version', async ({ created }) => {
    const response = await call('PUT', `/${created._id}`, application({ version: 7 }));
    expect(response.statusCode).toBe(409);
  });

  it.each(['Credit Approved', 'Rejected', 'Signing Process'])(
    'restarts signing at Open when a %s application is edited and submitted',
    async (from) => {
      const created = await create();
      await setStatus(created._id, from);
      const response = await call(
        'PUT',
        `/${created._id}`,
        application({ creditType: otherCreditTypeId }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().response).toMatchObject({
        status: 'Open',
        creditType: { _id: otherCreditTypeId },
      });
      expect(await historyOf(created._id)).toEqual(['Open', 'Open']);
      const [audit] = await context.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.action, 'updated'))
        .then((rows) => rows.filter((row) => row.entityId === created._id));
      expect(audit?.before).toEqual({ status: from, creditType: creditTypeId });
      expect(audit?.after).toEqual({ status: 'Open', creditType: otherCreditTypeId });
    },
  );

  it.each(['Completed', 'Waiting for Review'])(
    'refuses to edit a %s application',
    async (status) => {
      const created = await create();
      await setStatus(created._id, status);
      const response = await call('PUT', `/${created._id}`, application({ creditDesc: 'Changed' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'creditApplicationConflicts.notEditable',
        params: { status },
        message: `A credit application that is ${status} cannot be edited.`,
      });
      const detail = (await call('GET', `/${created._id}`)).json().response;
      expect(detail).toMatchObject({ status, creditDesc: 'Working capital for the rice mill' });
    },
  );
});

describe('archive and delete', () => {
  it('archives and unarchives; the list shows each on its own tab', async () => {
    const created = await create({ creditDesc: 'Archive me please' });
    const archived = await call('PUT', `/${created._id}/archive`, { isArchive: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().response.isArchive).toBe(true);
    const active = await call('GET', '/paged?search=Archive%20me');
    expect(active.json().response.total).toBe(0);
    const archive = await call('GET', '/paged?search=Archive%20me&isArchive=true');
    expect(archive.json().response.data.map((row: { _id: string }) => row._id)).toEqual([
      created._id,
    ]);
    expect((await call('PUT', `/${created._id}/archive`, { isArchive: false })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/paged?search=Archive%20me')).json().response.total).toBe(1);
    const actions = (
      await context.db.select().from(auditLogs).where(eq(auditLogs.entityId, created._id))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['archived', 'unarchived']));
  });

  it('refuses to archive an application Waiting for Review: it stays in the approval queue', async () => {
    const created = await create({ creditDesc: 'Queued for the approvers' });
    await setStatus(created._id, 'Waiting for Review');
    const reader = await authHeaderWithGrants(context, {
      [SUB_MENUS.creditApplication]: ['Read'],
    });
    for (const as of [reader, undefined]) {
      const refused = await call('PUT', `/${created._id}/archive`, { isArchive: true }, as);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        message:
          'A credit application Waiting for Review cannot be archived: it stays in the approval queue until it is approved or rejected.',
        code: 'creditApplications.archiveInReview',
      });
    }
    const queue = await call(
      'GET',
      '/paged?status=Waiting%20for%20Review&search=Queued%20for%20the%20approvers',
    );
    expect(queue.json().response.data.map((row: { _id: string }) => row._id)).toEqual([
      created._id,
    ]);
    const actions = (
      await context.db.select().from(auditLogs).where(eq(auditLogs.entityId, created._id))
    ).map((row) => row.action);
    expect(actions).not.toContain('archived');
  });

  it('unarchives an application Waiting for Review (archived before it was submitted)', async ({
    created,
  }) => {
    expect((await call('PUT', `/${created._id}/archive`, { isArchive: true })).statusCode).toBe(
      200,
    );
    await setStatus(created._id, 'Waiting for Review');
    const back = await call('PUT', `/${created._id}/archive`, { isArchive: false });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().response.isArchive).toBe(false);
  });

  it('deletes a Draft and refuses to delete anything else', async () => {
    const draft = await create({ status: 'Draft' });
    expect((await call('DELETE', `/${draft._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/${draft._id}`)).statusCode).toBe(404);
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, draft._id));
    expect(audit.map((row) => row.action)).toContain('deleted');
    for (const status of ['Open', 'Signing Process', 'Completed']) {
      const created = await create();
      await setStatus(created._id, status);
      const response = await call('DELETE', `/${created._id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe(C.deleteDraftOnly);
      expect(await statusOf(created._id)).toBe(status);
    }
  });
});
