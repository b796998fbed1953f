import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  type DeferrableType,
  deferralDecisionRefusal,
  deferralRequestRefusal,
  deferralWithdrawalRefusal,
  promisedDateRefusal,
  receivedAgainstPromise,
} from './document-deferral-rules';
import { DEFERRAL_MESSAGES as M } from './document-deferrals.messages';
import { deferralBodySchema, deferralDecisionBodySchema } from './document-deferrals.schemas';

const CREATOR = 'creator-id';
const OTHER = 'other-id';
const approved = { status: 'Credit Approved' as const, createdBy: CREATOR };
const deferrable: DeferrableType = { mandatory: true, hasFile: false, openDeferral: null };

describe('deferralRequestRefusal', () => {
  it('lets the creator defer a mandatory document without a file while Credit Approved', () => {
    expect(deferralRequestRefusal(approved, CREATOR, deferrable)).toBeUndefined();
  });

  it('refuses anyone but the creator with 403', () => {
    expect(deferralRequestRefusal(approved, OTHER, deferrable)).toEqual({
      status: 403,
      code: M.notCreator,
    });
  });

  it.each(['Open', 'Signing Process', 'Waiting for Review', 'Completed', 'Rejected'] as const)(
    'refuses an application %s with 409',
    (status) => {
      expect(
        deferralRequestRefusal({ status, createdBy: CREATOR }, CREATOR, deferrable),
      ).toMatchObject({ status: 409, code: M.requestWrongStatus, params: { status } });
    },
  );

  it('refuses an optional type, a type with a file and a second open deferral', () => {
    const refusal = (type: Partial<DeferrableType>) =>
      deferralRequestRefusal(approved, CREATOR, { ...deferrable, ...type })?.code;
    expect(refusal({ mandatory: false })).toBe(M.notMandatory);
    expect(refusal({ hasFile: true })).toBe(M.hasFile);
    expect(refusal({ openDeferral: 'Requested' })).toBe(M.alreadyOpen);
  });
});

describe('deferralWithdrawalRefusal', () => {
  it('lets the creator withdraw before Submit, never after', () => {
    expect(deferralWithdrawalRefusal(approved, CREATOR)).toBeUndefined();
    expect(deferralWithdrawalRefusal(approved, OTHER)?.status).toBe(403);
    for (const status of ['Waiting for Review', 'Completed', 'Rejected'] as const)
      expect(deferralWithdrawalRefusal({ status, createdBy: CREATOR }, CREATOR)).toMatchObject({
        status: 409,
        code: M.withdrawAfterSubmit,
      });
  });
});

describe('deferralDecisionRefusal', () => {
  it('lets another user decide a requested deferral only', () => {
    expect(deferralDecisionRefusal(approved, OTHER, { status: 'Requested' })).toBeUndefined();
    expect(deferralDecisionRefusal(approved, CREATOR, { status: 'Requested' })?.status).toBe(403);
    expect(deferralDecisionRefusal(approved, OTHER, { status: 'Granted' })).toMatchObject({
      status: 409,
      params: { status: 'Granted' },
    });
  });
});

describe('promisedDateRefusal', () => {
  const bounds = { today: '2026-06-01', tenorEnd: '2027-01-31' };
  it('accepts today and the tenor end, refuses a day outside naming both bounds', () => {
    expect(promisedDateRefusal('2026-06-01', bounds)).toBeUndefined();
    expect(promisedDateRefusal('2027-01-31', bounds)).toBeUndefined();
    const message = 'deferrals.promisedDateRange?from=2026-06-01&to=2027-01-31';
    expect(promisedDateRefusal('2026-05-31', bounds)).toBe(message);
    expect(promisedDateRefusal('2027-02-01', bounds)).toBe(message);
  });

  it('bounds only from today when the tenor has no end', () => {
    expect(promisedDateRefusal('2030-01-01', { today: '2026-06-01', tenorEnd: null })).toBe(
      undefined,
    );
    expect(promisedDateRefusal('2026-05-31', { today: '2026-06-01', tenorEnd: null })).toBe(
      'deferrals.promisedDateFrom?from=2026-06-01',
    );
  });
});

describe('receivedAgainstPromise', () => {
  it('counts calendar days before or after the promised date', () => {
    expect(calendarDaysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(receivedAgainstPromise('2026-06-10', '2026-06-07')).toBe(
      'received, 3 days before the promised date',
    );
    expect(receivedAgainstPromise('2026-06-10', '2026-06-11')).toBe(
      'received, 1 day after the promised date',
    );
    expect(receivedAgainstPromise('2026-06-10', '2026-06-10')).toBe(
      'received on the promised date',
    );
  });
});

describe('deferral bodies', () => {
  it('needs a real date and a reason', () => {
    expect(deferralBodySchema.safeParse({ promisedDate: '2026-02-30', reason: 'x' }).success).toBe(
      false,
    );
    expect(deferralBodySchema.safeParse({ promisedDate: '2026-06-30', reason: '  ' }).success).toBe(
      false,
    );
  });

  it('needs a reason to refuse but not to grant', () => {
    expect(deferralDecisionBodySchema.safeParse({ action: 'Granted' }).success).toBe(true);
    const refused = deferralDecisionBodySchema.safeParse({ action: 'Refused', reason: ' ' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: M.refuseReasonRequired,
    });
  });
});
