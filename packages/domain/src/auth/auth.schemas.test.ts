import { describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  passwordFormSchema,
  signInFormSchema,
} from './auth.schemas';
import { PASSWORD_CHECKLIST } from './password-rules';
import { messageInEnglish } from '../shared/message-codes';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0] && messageInEnglish(result.error.issues[0].message);

describe('password rules', () => {
  const cases: Array<[string, string]> = [
    ['', 'New Password must be filled'],
    ['Ab.1', 'New Password must be at least 8 characters.'],
    ['Abcdefgh.12345', 'New Password must be at most 12 characters.'],
    ['ABCDEFG.1', 'New Password must contain at least one lowercase letter.'],
    ['abcdefg.1', 'New Password must contain at least one uppercase letter.'],
    ['Abcdefg.h', 'New Password must contain at least one number.'],
    [
      'Abcdefg12',
      'New Password must contain at least one special character (. , ! @ # $ % ^ & * =).',
    ],
  ];

  it.each(cases)('refuses %j with %j', (newPassword, message) => {
    const result = passwordFormSchema.safeParse({ newPassword, reEnterPassword: 'Valid.123' });
    expect(result.success).toBe(false);
    const refused = result.error?.issues.find((issue) => issue.path[0] === 'newPassword');
    expect(refused && messageInEnglish(refused.message)).toBe(message);
  });

  it('words the re-entered password rules with "Password"', () => {
    const result = passwordFormSchema.safeParse({
      newPassword: 'Valid.123',
      reEnterPassword: 'short',
    });
    expect(result.error?.issues.map((issue) => messageInEnglish(issue.message))).toEqual([
      'Password must be at least 8 characters.',
    ]);
  });

  it('accepts each listed special character and 8 or 12 characters', () => {
    for (const special of '.,!@#$%^&*=') {
      expect(
        passwordFormSchema.safeParse({
          newPassword: `Abcdef1${special}`,
          reEnterPassword: `Abcdef1${special}`,
        }).success,
      ).toBe(true);
    }
    expect(
      passwordFormSchema.safeParse({ newPassword: 'Abcdefgh.123', reEnterPassword: 'Abcdefgh.123' })
        .success,
    ).toBe(true);
  });

  it('requires both passwords to match', () => {
    const result = changePasswordBodySchema.safeParse({
      token: 't',
      newPassword: 'Valid.123',
      reEnterPassword: 'Valid.124',
    });
    expect(firstMessage(result)).toBe("Password didn't match, please try again");
    expect(result.error?.issues[0]?.path).toEqual(['reEnterPassword']);
  });

  it('ticks the live checklist items as the password grows', () => {
    const ticked = (value: string) =>
      PASSWORD_CHECKLIST.filter((item) => item.test(value)).map((item) => item.label);
    expect(PASSWORD_CHECKLIST.map((item) => item.label)).toEqual([
      'Between 8 - 12 letter',
      'At least include 1 uppercase and lowercase letter',
      'At least include 1 number',
      'At least include 1 special character or symbol',
    ]);
    expect(ticked('a')).toEqual([]);
    expect(ticked('aB')).toEqual(['At least include 1 uppercase and lowercase letter']);
    expect(ticked('aB3.')).toHaveLength(3);
    expect(ticked('aB3.efgh')).toHaveLength(4);
    expect(ticked('aB3.efghijklm')).not.toContain('Between 8 - 12 letter');
  });
});

describe('sign-in form', () => {
  it('gives the spec messages for empty and malformed fields', () => {
    const empty = signInFormSchema.safeParse({ email: '', password: '', captchaText: '' });
    expect(empty.error?.issues.map((issue) => messageInEnglish(issue.message))).toEqual([
      'Email must be filled',
      'Password must be filled',
      'Incorrect CAPTCHA. Please try again',
    ]);
    const malformed = signInFormSchema.safeParse({
      email: 'someone@',
      password: 'x',
      captchaText: 'abc',
    });
    expect(firstMessage(malformed)).toBe('Invalid email address');
  });

  it('trims the email and defaults Remember Me to off', () => {
    const parsed = signInFormSchema.parse({
      email: ' staff@bank.co.id ',
      password: 'x',
      captchaText: 'ab',
    });
    expect(parsed).toEqual({
      email: 'staff@bank.co.id',
      password: 'x',
      captchaText: 'ab',
      rememberMe: false,
    });
  });
});

describe('forgot-password form', () => {
  it('requires a valid email within the shared maximum', () => {
    expect(firstMessage(forgotPasswordBodySchema.safeParse({ email: '' }))).toBe(
      'Email must be filled',
    );
    expect(firstMessage(forgotPasswordBodySchema.safeParse({ email: 'x' }))).toBe(
      'Invalid email address',
    );
    const long = `${'a'.repeat(250)}@bank.co.id`;
    expect(firstMessage(forgotPasswordBodySchema.safeParse({ email: long }))).toBe(
      `Must be 255 characters or less. Now ${long.length} characters`,
    );
  });
});
