import { describe, expect, it } from 'vitest';
import {
  CREDIT_APPLICATION_MESSAGES as M,
  creditApplicationBodySchema,
  creditApplicationListQuerySchema,
  creditApplicationStatusBodySchema,
} from './credit-applications.schemas';

const DEBITUR = 'd0a1c2d3-0000-4000-8000-000000000001';
const CREDIT_TYPE = 'c0a1c2d3-0000-4000-8000-000000000001';
const FACILITY = 'f0a1c2d3-0000-4000-8000-000000000001';

/** A complete submit for an existing debitur; each test changes what it is about. */
const submit = (overrides: Record<string, unknown> = {}) => ({
  type: 'Personal',
  joinType: 'Existing Debitur',
  debitur: DEBITUR,
  creditType: CREDIT_TYPE,
  plafond: '1500000.50',
  facilities: [FACILITY],
  tenorStartDate: '2026-01-01',
  tenorEndDate: '2026-12-31',
  creditDesc: 'Working capital',
  ...overrides,
});

const messagesOf = (body: unknown) =>
  creditApplicationBodySchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('credit application body', () => {
  it('takes a complete submit as Open and keeps the plafond exact', () => {
    const body = creditApplicationBodySchema.parse(submit());
    expect(body.status).toBe('Open');
    expect(body.plafond).toBe('1500000.50');
  });

  it('asks a submit for every credit field with the spec’s messages', () => {
    expect(
      messagesOf({ type: 'Personal', joinType: 'Existing Debitur', debitur: DEBITUR }),
    ).toEqual([
      M.creditTypeRequired,
      M.plafondRequired,
      M.facilitiesRequired,
      M.tenorStartRequired,
      M.tenorEndRequired,
      M.creditDescRequired,
    ]);
  });

  it('saves a Draft with the type and join type alone', () => {
    expect(messagesOf({ type: 'Enterprise', joinType: 'New Debitur', status: 'Draft' })).toEqual(
      [],
    );
    expect(messagesOf({ status: 'Draft' })).toEqual([M.typeRequired, M.joinTypeRequired]);
  });

  it('reads blanks as missing, as forms and multipart send them', () => {
    expect(messagesOf(submit({ creditType: '', plafond: null, creditDesc: '   ' }))).toEqual([
      M.creditTypeRequired,
      M.plafondRequired,
      M.creditDescRequired,
    ]);
  });

  it('needs the debitur of an Existing Debitur and the data of a New Debitur', () => {
    expect(messagesOf(submit({ debitur: undefined }))).toEqual([M.debiturRequired]);
    expect(messagesOf(submit({ debitur: undefined, joinType: 'New Debitur' }))).toEqual([
      M.newDebiturRequired,
    ]);
    expect(
      messagesOf(submit({ joinType: 'New Debitur', newDebitur: '{"fullName":"Budi"}' })),
    ).toEqual([]);
    expect(messagesOf(submit({ joinType: 'New Debitur', newDebitur: '[1' }))).toEqual([
      M.newDebiturNotObject,
    ]);
  });

  it('checks the plafond as a number, above 0, with at most 2 decimals, never as a float', () => {
    expect(messagesOf(submit({ plafond: 'abc' }))).toEqual([M.plafondNumber]);
    expect(messagesOf(submit({ plafond: '0' }))).toEqual([M.plafondPositive]);
    expect(messagesOf(submit({ plafond: '1.005' }))).toEqual([M.plafondPrecision]);
    expect(creditApplicationBodySchema.parse(submit({ plafond: 2500 })).plafond).toBe('2500');
    expect(
      creditApplicationBodySchema.parse(submit({ plafond: '123456789012345678.99' })).plafond,
    ).toBe('123456789012345678.99');
  });

  it('takes facilities as a list, a JSON list or one id', () => {
    expect(creditApplicationBodySchema.parse(submit({ facilities: FACILITY })).facilities).toEqual([
      FACILITY,
    ]);
    expect(
      creditApplicationBodySchema.parse(submit({ facilities: JSON.stringify([FACILITY]) }))
        .facilities,
    ).toEqual([FACILITY]);
    expect(messagesOf(submit({ facilities: [] }))).toEqual([M.facilitiesRequired]);
    expect(messagesOf(submit({ facilities: ['not-an-id'] }))).toEqual([M.facilitiesRequired]);
  });

  it('refuses dates that do not exist and an end before the start', () => {
    expect(messagesOf(submit({ tenorStartDate: '2026-02-30' }))).toEqual([M.tenorStartRequired]);
    expect(messagesOf(submit({ tenorEndDate: '2025-12-31' }))).toEqual([M.tenorEndBeforeStart]);
    expect(messagesOf(submit({ tenorEndDate: '2026-01-01' }))).toEqual([]);
    expect(messagesOf(submit({ creditAppDate: '2999-01-01' }))).toEqual([M.appDateFuture]);
  });

  it('counts the description’s characters past 255 instead of cutting them', () => {
    expect(messagesOf(submit({ creditDesc: 'x'.repeat(255) }))).toEqual([]);
    expect(messagesOf(submit({ creditDesc: 'x'.repeat(256) }))).toEqual([
      'request.tooLong?max=255&length=256',
    ]);
  });

  it('takes only Draft or Open as the wizard’s status', () => {
    expect(messagesOf(submit({ status: 'Completed' }))).toEqual([M.wizardStatus]);
    expect(messagesOf({ type: 'Other', joinType: 'Existing Debitur', debitur: DEBITUR })).toContain(
      M.typeRequired,
    );
  });
});

describe('credit application status and list query', () => {
  it('takes any status name or alias and refuses others', () => {
    expect(
      creditApplicationStatusBodySchema.safeParse({ status: 'Waiting for Signing' }).success,
    ).toBe(true);
    expect(
      creditApplicationStatusBodySchema.safeParse({ status: 'Done' }).error?.issues[0],
    ).toMatchObject({ message: M.statusUnknown });
  });

  it('reads repeated filters, archive flags and refuses unknown statuses', () => {
    const query = creditApplicationListQuerySchema.parse({
      status: ['Open', 'Approved'],
      isArchive: 'true',
    });
    expect(query.status).toEqual(['Open', 'Approved']);
    expect(query.isArchive).toBe(true);
    expect(creditApplicationListQuerySchema.parse({}).isArchive).toBe(false);
    expect(creditApplicationListQuerySchema.safeParse({ status: 'Nope' }).success).toBe(false);
  });
});
