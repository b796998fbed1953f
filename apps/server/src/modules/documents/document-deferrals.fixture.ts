import { afterAll, beforeAll, expect, it as vitestIt } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { mandatoryTypeCodes } from '@creditdesk/domain/documents/document-catalogue';
import type { TimelineEntry } from '@creditdesk/domain/documents/document-answers.schemas';
import type { Deferral } from '@creditdesk/domain/documents/document-deferrals.schemas';
import {
  createCreditApplication,
  documentStructure,
  typeNode,
  uploadDocument,
} from '../../testing/credit-applications';
import { adminSession, sessionWithRole } from '../../testing/factories';
import { requester, type Headers } from '../../testing/http';
import { createTestApp, type TestContext } from '../../testing/test-app';

/**
 * What the deferral (TBO) test files share: an app whose clock is pinned to 2026-06-01 10:00 in
 * Jakarta (so 'today' is 2026-06-01 and the test applications' tenor ends 2027-01-31), the
 * creator (a Super Admin), a waiver holding Approval/Waive and an approver holding
 * Approval/Action, each seeing every branch.
 */
export const NOW = new Date('2026-06-01T03:00:00Z');
export const TODAY = '2026-06-01';
export const TENOR_END = '2027-01-31';

export let context: TestContext;
export let creator: Headers, waiver: Headers, approver: Headers;
export let creatorId: string, waiverId: string;

beforeAll(async () => {
  context = await createTestApp({}, { now: () => NOW });
  const admin = await adminSession(context);
  creator = admin.headers;
  creatorId = admin.user.id;
  const waiving = await sessionWithRole(
    context,
    {
      [SUB_MENUS.creditApplication]: ['Read'],
      [SUB_MENUS.approval]: ['View', 'Waive'],
    },
    { dataScope: 'all', user: { name: 'Waiving Officer' } },
  );
  waiver = waiving.headers;
  waiverId = waiving.user.id;
  approver = (
    await sessionWithRole(
      context,
      { [SUB_MENUS.creditApplication]: ['Read'], [SUB_MENUS.approval]: ['View', 'Action'] },
      { dataScope: 'all', user: { name: 'Approving Officer' } },
    )
  ).headers;
});
afterAll(() => context.close());

export const { call } = requester(() => context, { headers: () => creator });

/** The codes of the test debitur's mandatory set (Personal, married). */
export const MANDATORY = mandatoryTypeCodes({ type: 'Personal', maritalStatus: 'Married' });

export const structureOf = (id: string, as = creator) => documentStructure(context, as, id);

/** A Credit Approved application of the creator and the id of its first mandatory type. */
export const applicationWithMandatoryType = async () => {
  const { id } = await createCreditApplication(context, creator);
  const code = MANDATORY[0]!;
  return { id, code, typeId: typeNode(await structureOf(id), code)._id };
};

/** `it` whose tests may name `application`: a new `applicationWithMandatoryType()` each. */
export const it = vitestIt.extend('application', () => applicationWithMandatoryType());

export const deferralUrl = (id: string, typeId: string) =>
  `/document-credit-application/${id}/type/${typeId}/deferral`;

export const requestDeferral = (
  id: string,
  typeId: string,
  body: object = { promisedDate: '2026-06-11', reason: 'Certificate still at the land office' },
  as = creator,
) => call('POST', deferralUrl(id, typeId), body, as);

export const decideDeferral = (
  id: string,
  typeId: string,
  body: object = { action: 'Granted' },
  as = waiver,
) => call('POST', `${deferralUrl(id, typeId)}/decision`, body, as);

export const withdrawDeferral = (id: string, typeId: string, as = creator) =>
  call('DELETE', deferralUrl(id, typeId), undefined, as);

/** A requested deferral, answered as the request answered it. */
export const requested = async (id: string, typeId: string) => {
  const response = await requestDeferral(id, typeId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().response as Deferral;
};

/** Uploads every mandatory type but `except`. */
export const uploadAllBut = async (id: string, except: string) => {
  for (const code of MANDATORY.filter((candidate) => candidate !== except)) {
    const response = await uploadDocument(context, creator, id, code);
    expect(response.statusCode, response.body).toBe(201);
  }
};

export const timelineOf = async (id: string) => {
  const response = await call('GET', `/credit-application/${id}/timeline`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response.data as TimelineEntry[];
};
