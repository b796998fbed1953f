import { describe, expect, it } from 'vitest';
import {
  DEBITUR_MESSAGES as M,
  debiturDataSchema,
  debiturListQuerySchema,
  filterTelephoneInput,
} from './debiturs.schemas';

const GROUP = 'g0a1c2d3-0000-4000-8000-000000000001';
const BRANCH = 'b0a1c2d3-0000-4000-8000-000000000001';

const personal = (overrides: Record<string, unknown> = {}) => ({
  type: 'Personal',
  fullName: 'Budi Santoso',
  dateOfBirth: '1990-05-17',
  phoneNumber: '+62812345678',
  maritalStatus: 'Married',
  idNumber: '3273011705900001',
  address: 'Jl. Dago 1, Bandung',
  relatedGroup: GROUP,
  relatedBranch: BRANCH,
  ...overrides,
});

const enterprise = (overrides: Record<string, unknown> = {}) => ({
  type: 'Enterprise',
  companyName: 'PT Maju Jaya',
  organizerName: 'Siti Aminah',
  telephoneNumber: '022-1234567',
  budget: '250000000.00',
  npwpText: '01.234.567.8-901.234',
  nibText: '1234567890123',
  shareHolder: 'Siti Aminah 60%, Budi 40%',
  permit: 'SIUP 123/2020',
  address: 'Jl. Asia Afrika 8, Bandung',
  relatedGroup: GROUP,
  relatedBranch: BRANCH,
  ...overrides,
});

const messagesOf = (data: unknown) =>
  debiturDataSchema.safeParse(data).error?.issues.map((issue) => issue.message) ?? [];

describe('debitur data', () => {
  it('takes a complete Personal and a complete Enterprise debitur', () => {
    expect(messagesOf(personal())).toEqual([]);
    expect(messagesOf(enterprise())).toEqual([]);
  });

  it('asks for the type first', () => {
    expect(messagesOf({ fullName: 'Budi' })).toEqual([M.typeRequired]);
    expect(messagesOf(personal({ type: 'Cooperative' }))).toEqual([M.typeRequired]);
  });

  const placeRequired = [M.addressRequired, M.relatedGroupRequired, M.relatedBranchRequired];
  it.each([
    [
      'Personal',
      [
        M.fullNameRequired,
        M.dateOfBirthRequired,
        M.phoneNumberRequired,
        M.maritalStatusRequired,
        M.idNumberRequired,
      ],
    ],
    [
      'Enterprise',
      [
        M.companyNameRequired,
        M.organizerNameRequired,
        M.telephoneNumberRequired,
        M.budgetRequired,
        M.npwpRequired,
        M.nibRequired,
        M.shareHolderRequired,
        M.permitRequired,
      ],
    ],
  ])('asks a %s debitur for each field with the spec’s messages', (type, ownRequired) => {
    expect(messagesOf({ type })).toEqual([...ownRequired, ...placeRequired]);
  });

  it('checks the date of birth is a real date and not in the future', () => {
    expect(messagesOf(personal({ dateOfBirth: '1990-02-30' }))).toEqual([M.dateOfBirthInvalid]);
    expect(messagesOf(personal({ dateOfBirth: '2999-01-01' }))).toEqual([M.dateOfBirthFuture]);
  });

  it('checks the phone number’s characters and length', () => {
    expect(messagesOf(personal({ phoneNumber: '0812-abc' }))).toEqual([M.phonePattern]);
    expect(messagesOf(personal({ phoneNumber: '1'.repeat(21) }))).toEqual([M.phoneTooLong]);
  });

  it('wants exactly 16 digits of ID Number', () => {
    expect(messagesOf(personal({ idNumber: '123' }))).toEqual([M.idNumberDigits]);
    expect(messagesOf(personal({ idNumber: '32730117059000012' }))).toEqual([M.idNumberDigits]);
  });

  it('lowercases the email, leaves a blank one out and refuses one without a domain', () => {
    const data = debiturDataSchema.parse(personal({ email: ' Budi@Example.COM ' }));
    expect(data.email).toBe('budi@example.com');
    expect(debiturDataSchema.parse(personal({ email: '' })).email).toBeUndefined();
    expect(messagesOf(personal({ email: 'budi@' }))).toEqual([M.emailInvalid]);
  });

  it('keeps the budget exact and refuses what is no positive amount of at most 2 decimals', () => {
    const data = debiturDataSchema.parse(enterprise({ budget: 1500000 }));
    expect(data.type === 'Enterprise' && data.budget).toBe('1500000');
    // The first message is the one a form shows.
    expect(messagesOf(enterprise({ budget: 'abc' }))[0]).toBe(M.budgetNumber);
    expect(messagesOf(enterprise({ budget: '-5' }))[0]).toBe(M.budgetPositive);
    expect(messagesOf(enterprise({ budget: '0.00' }))).toEqual([M.budgetPositive]);
    expect(messagesOf(enterprise({ budget: '' }))[0]).toBe(M.budgetRequired);
  });

  it('checks the NPWP format and the NIB length', () => {
    expect(messagesOf(enterprise({ npwpText: '012345678901234' }))).toEqual([]);
    expect(messagesOf(enterprise({ npwpText: '01.234.567' }))).toEqual([M.npwpFormat]);
    expect(messagesOf(enterprise({ nibText: '123456789012' }))).toEqual([M.nibDigits]);
    expect(messagesOf(enterprise({ nibText: '12345678901234567' }))).toEqual([M.nibDigits]);
  });

  it('counts the characters past the limit instead of cutting them', () => {
    expect(messagesOf(personal({ fullName: 'x'.repeat(76) }))).toEqual([
      'request.tooLong?max=75&length=76',
    ]);
    expect(messagesOf(enterprise({ permit: 'x'.repeat(256) }))).toEqual([
      'request.tooLong?max=255&length=256',
    ]);
  });
});

describe('debitur helpers and list query', () => {
  it('filters a typed telephone number to digits, a leading + and dashes, 17 at most', () => {
    expect(filterTelephoneInput('+62 (22) 123-45+67')).toBe('+6222123-4567');
    expect(filterTelephoneInput('1'.repeat(30))).toHaveLength(17);
  });

  it('reads the type and archive filters', () => {
    expect(debiturListQuerySchema.parse({ type: 'Enterprise', isArchive: 'true' })).toMatchObject({
      type: 'Enterprise',
      isArchive: true,
    });
    expect(debiturListQuerySchema.safeParse({ type: 'Other' }).success).toBe(false);
  });
});
