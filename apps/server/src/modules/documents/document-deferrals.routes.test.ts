import { describe, expect } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DEFERRAL_MESSAGES as M } from '@creditdesk/domain/documents/document-deferrals.schemas';
import { withParams } from '@creditdesk/domain/shared/message-index';
import {
  createCreditApplication,
  uploadDocument,
  typeNode,
} from '../../testing/credit-applications';
import { authHeaderWithGrants, scopedSession, sessionWithRole } from '../../testing/factories';
import { expectConflict, fieldCodesOf } from '../../testing/http';
import { auditOf } from '../../testing/inspect';
import { createArea, UNKNOWN_ID } from '../../testing/master-data';
import {
  applicationWithMandatoryType,
  context,
  creator,
  creatorId,
  decideDeferral,
  it,
  requestDeferral,
  requested,
  structureOf,
  TENOR_END,
  timelineOf,
  TODAY,
  waiverId,
  withdrawDeferral,
} from './document-deferrals.fixture';

describe('POST /document-credit-application/{id}/type/{typeId}/deferral', () => {
  it('defers a mandatory document without a file: Requested, on the timeline and audited', async ({
    application: { id, typeId },
  }) => {
    const response = await requestDeferral(id, typeId, {
      promisedDate: '2026-06-11',
      reason: ' Certificate still at the land office ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const deferral = response.json().response;
    expect(deferral).toMatchObject({
      typeId,
      status: 'Requested',
      promisedDate: '2026-06-11',
      reason: 'Certificate still at the land office',
      requestedBy: { _id: creatorId },
      decidedBy: null,
      closed: null,
    });
    const [entry] = await timelineOf(id);
    expect(entry).toMatchObject({ event: 'deferral-requested', createdBy: { _id: creatorId } });
    expect(entry?.detail).toContain('2026-06-11 · Certificate still at the land office');
    await context.app.auditQueue.flush();
    expect(await auditOf(context.db, deferral._id)).toMatchObject([
      { action: 'requested', after: { creditApplication: id, status: 'Requested' } },
    ]);
  });

  it('takes a promised date from today to the tenor end, and names both bounds otherwise', async ({
    application: { id, typeId },
  }) => {
    const bounds = withParams(M.promisedDateRange, { from: TODAY, to: TENOR_END });
    for (const promisedDate of ['2026-05-31', '2027-02-01']) {
      const refused = await requestDeferral(id, typeId, { promisedDate, reason: 'Later' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(fieldCodesOf(refused)).toEqual([{ path: 'promisedDate', code: bounds }]);
      expect(refused.json().message).toBe(
        `Promised date must be between ${TODAY} and ${TENOR_END}`,
      );
    }
    expect(
      (await requestDeferral(id, typeId, { promisedDate: TENOR_END, reason: 'Late' })).statusCode,
    ).toBe(201);
  });

  it('refuses a missing reason, an impossible date and a NUL with 400, writing nothing', async ({
    application: { id, code, typeId },
  }) => {
    const bad = [
      [{ promisedDate: '2026-06-11', reason: '   ' }, 'reason', M.reasonRequired],
      [{ promisedDate: '2026-02-30', reason: 'Later' }, 'promisedDate', M.promisedDateRequired],
      [{ reason: 'Later' }, 'promisedDate', M.promisedDateRequired],
    ] as const;
    for (const [body, path, code] of bad) {
      const refused = await requestDeferral(id, typeId, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(fieldCodesOf(refused)).toContainEqual({ path, code });
    }
    const nul = await requestDeferral(id, typeId, {
      promisedDate: '2026-06-11',
      reason: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(400);
    expect(typeNode(await structureOf(id), code).deferral ?? null).toBeNull();
  });

  it('refuses an optional type, a type with a file and a second open deferral with 409', async ({
    application: { id, code, typeId },
  }) => {
    const optional = (await structureOf(id)).categories
      .flatMap((category) => category.children)
      .find((child) => !child.mandatory);
    expectConflict(
      await requestDeferral(id, optional!._id),
      M.notMandatory,
      'Only a mandatory document of this credit application can be deferred.',
    );
    await requested(id, typeId);
    expectConflict(
      await requestDeferral(id, typeId),
      withParams(M.alreadyOpen, { status: 'Requested' }),
      'This document already has an open deferral (Requested).',
    );
    const other = await applicationWithMandatoryType();
    expect((await uploadDocument(context, creator, other.id, code)).statusCode).toBe(201);
    expectConflict(
      await requestDeferral(other.id, other.typeId),
      M.hasFile,
      'This document already has a file, so it cannot be deferred.',
    );
  });

  it('refuses anyone but the creator with 403 and an application not Credit Approved with 409', async ({
    application: { id, code, typeId },
  }) => {
    const colleague = await authHeaderWithGrants(context, {
      [SUB_MENUS.creditApplication]: ['Read', 'Update'],
    });
    const refused = await requestDeferral(id, typeId, undefined, colleague);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(M.notCreator);
    const open = await createCreditApplication(context, creator, { status: 'Signing Process' });
    const typeOfOpen = typeNode(await structureOf(open.id), code)._id;
    expectConflict(
      await requestDeferral(open.id, typeOfOpen),
      withParams(M.requestWrongStatus, { status: 'Signing Process' }),
      'A document can be deferred only while the credit application is Credit Approved; this one is Signing Process.',
    );
  });

  it('answers 404 outside the area, for an unknown application or type; 401 without a token', async ({
    application: { id, typeId },
  }) => {
    const elsewhere = await scopedSession(
      context,
      { [SUB_MENUS.creditApplication]: ['Read', 'Update'] },
      [await createArea(context.db, 'Far away')],
    );
    expect((await requestDeferral(id, typeId, undefined, elsewhere.headers)).statusCode).toBe(404);
    expect((await requestDeferral(UNKNOWN_ID, typeId)).statusCode).toBe(404);
    expect((await requestDeferral(id, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await requestDeferral(id, typeId, undefined, {})).statusCode).toBe(401);
    const withoutUpdate = await authHeaderWithGrants(context, {
      [SUB_MENUS.creditApplication]: ['Read'],
    });
    expect((await requestDeferral(id, typeId, undefined, withoutUpdate)).statusCode).toBe(403);
  });
});

describe('DELETE /document-credit-application/{id}/type/{typeId}/deferral', () => {
  it('withdraws the open deferral: Withdrawn, closed, on the timeline; then another may be asked', async ({
    application: { id, code, typeId },
  }) => {
    const deferral = await requested(id, typeId);
    const response = await withdrawDeferral(id, typeId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response).toMatchObject({ _id: deferral._id, status: 'Withdrawn' });
    expect(response.json().response.closed).not.toBeNull();
    expect((await timelineOf(id))[0]?.event).toBe('deferral-withdrawn');
    expect(typeNode(await structureOf(id), code).deferral).toBeNull();
    expect((await withdrawDeferral(id, typeId)).statusCode).toBe(404);
    expect((await requestDeferral(id, typeId)).statusCode).toBe(201);
  });

  it('lets only the creator withdraw (403), in the area (404)', async ({
    application: { id, typeId },
  }) => {
    await requested(id, typeId);
    const colleague = await authHeaderWithGrants(context, {
      [SUB_MENUS.creditApplication]: ['Read', 'Update'],
    });
    expect((await withdrawDeferral(id, typeId, colleague)).statusCode).toBe(403);
    const elsewhere = await scopedSession(
      context,
      { [SUB_MENUS.creditApplication]: ['Read', 'Update'] },
      [await createArea(context.db, 'Elsewhere')],
    );
    expect((await withdrawDeferral(id, typeId, elsewhere.headers)).statusCode).toBe(404);
    expect((await withdrawDeferral(id, typeId, {})).statusCode).toBe(401);
  });
});

describe('POST /document-credit-application/{id}/type/{typeId}/deferral/decision', () => {
  it('grants a requested deferral with who and when, on the timeline and audited', async ({
    application: { id, typeId },
  }) => {
    const deferral = await requested(id, typeId);
    const response = await decideDeferral(id, typeId, {
      action: 'Granted',
      reason: 'Known office',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Document deferral granted');
    expect(response.json().response).toMatchObject({
      status: 'Granted',
      decidedBy: { _id: waiverId, name: 'Waiving Officer' },
      decisionReason: 'Known office',
    });
    expect(response.json().response.decided).not.toBeNull();
    const [entry] = await timelineOf(id);
    expect(entry).toMatchObject({ event: 'deferral-granted', createdBy: { _id: waiverId } });
    await context.app.auditQueue.flush();
    expect((await auditOf(context.db, deferral._id)).map((row) => row.action)).toContain('granted');
  });

  it('refuses a deferral with its reason, which is required (400); a refused one can be asked again', async ({
    application: { id, typeId },
  }) => {
    await requested(id, typeId);
    const withoutReason = await decideDeferral(id, typeId, { action: 'Refused', reason: ' ' });
    expect(withoutReason.statusCode).toBe(400);
    expect(fieldCodesOf(withoutReason)).toEqual([{ path: 'reason', code: M.refuseReasonRequired }]);
    const badAction = await decideDeferral(id, typeId, { action: 'Approved' });
    expect(fieldCodesOf(badAction)).toEqual([{ path: 'action', code: M.actionRequired }]);
    const refused = await decideDeferral(id, typeId, {
      action: 'Refused',
      reason: 'Ask the notary',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().response).toMatchObject({
      status: 'Refused',
      decisionReason: 'Ask the notary',
    });
    expect((await timelineOf(id))[0]).toMatchObject({ event: 'deferral-refused' });
    expectConflict(
      await decideDeferral(id, typeId),
      withParams(M.decideWrongStatus, { status: 'Refused' }),
      'Only a requested deferral can be granted or refused; this one is Refused.',
    );
    expect((await requestDeferral(id, typeId)).statusCode).toBe(201);
  });

  it('refuses the creator (403), a deferral already granted (409), none at all (404)', async ({
    application: { id, typeId },
  }) => {
    expect((await decideDeferral(id, typeId)).statusCode).toBe(404);
    await requested(id, typeId);
    const own = await decideDeferral(id, typeId, { action: 'Granted' }, creator);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe(M.decideCreator);
    expect((await decideDeferral(id, typeId)).statusCode).toBe(200);
    expectConflict(
      await decideDeferral(id, typeId, { action: 'Refused', reason: 'Too late' }),
      withParams(M.decideWrongStatus, { status: 'Granted' }),
      'Only a requested deferral can be granted or refused; this one is Granted.',
    );
  });

  it('needs Approval/Waive (403), the application in the area (404) and a token (401)', async ({
    application: { id, code, typeId },
  }) => {
    await requested(id, typeId);
    const actionOnly = await authHeaderWithGrants(context, {
      [SUB_MENUS.creditApplication]: ['Read'],
      [SUB_MENUS.approval]: ['View', 'Action'],
    });
    expect((await decideDeferral(id, typeId, undefined, actionOnly)).statusCode).toBe(403);
    const far = await sessionWithRole(
      context,
      { [SUB_MENUS.creditApplication]: ['Read'], [SUB_MENUS.approval]: ['Waive'] },
      { dataScope: 'area', area: [await createArea(context.db, 'Far')] },
    );
    expect((await decideDeferral(id, typeId, undefined, far.headers)).statusCode).toBe(404);
    expect((await decideDeferral(id, typeId, undefined, {})).statusCode).toBe(401);
    expect(typeNode(await structureOf(id), code).deferral?.status).toBe('Requested');
  });

  it('decides once when two grants arrive at once', async ({ application: { id, typeId } }) => {
    const deferral = await requested(id, typeId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => decideDeferral(id, typeId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(
      (await timelineOf(id)).filter((entry) => entry.event === 'deferral-granted'),
    ).toHaveLength(1);
    await context.app.auditQueue.flush();
    expect(
      (await auditOf(context.db, deferral._id)).filter((row) => row.action === 'granted'),
    ).toHaveLength(1);
  });
});
