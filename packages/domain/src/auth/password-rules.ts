import { PASSWORD_MAX, PASSWORD_MIN } from '../shared/limits';
import { AUTH_MESSAGES as M } from './auth.messages';

export const PASSWORD_SPECIAL_CHARACTERS = '.,!@#$%^&*=';

const hasSpecial = (value: string) =>
  [...value].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c));

/**
 * The rules below as JSON Schema, for the API description: the length, and at least one lowercase
 * letter, uppercase letter, digit and special character.
 */
export const PASSWORD_FORMAT = {
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  pattern: `^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[${PASSWORD_SPECIAL_CHARACTERS}])`,
};

/** The two password fields, whose rules are worded with their own names. */
export type PasswordField = 'newPassword' | 'reEnterPassword';

/** The password rules in the order the spec lists them, with the messages of `field`. */
export const passwordRules = (field: PasswordField) => [
  { test: (value: string) => value.length >= PASSWORD_MIN, message: M[`${field}TooShort`] },
  { test: (value: string) => value.length <= PASSWORD_MAX, message: M[`${field}TooLong`] },
  { test: (value: string) => /[a-z]/.test(value), message: M[`${field}NoLowercase`] },
  { test: (value: string) => /[A-Z]/.test(value), message: M[`${field}NoUppercase`] },
  { test: (value: string) => /[0-9]/.test(value), message: M[`${field}NoNumber`] },
  { test: hasSpecial, message: M[`${field}NoSpecial`] },
];

/** The live checklist shown under the new-password field, texts verbatim from the spec. */
export const PASSWORD_CHECKLIST = [
  {
    key: 'length',
    label: 'Between 8 - 12 letter',
    test: (value: string) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX,
  },
  {
    key: 'letters',
    label: 'At least include 1 uppercase and lowercase letter',
    test: (value: string) => /[a-z]/.test(value) && /[A-Z]/.test(value),
  },
  {
    key: 'number',
    label: 'At least include 1 number',
    test: (value: string) => /[0-9]/.test(value),
  },
  { key: 'special', label: 'At least include 1 special character or symbol', test: hasSpecial },
] as const;
