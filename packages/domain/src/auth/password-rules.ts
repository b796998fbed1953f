import { PASSWORD_MAX, PASSWORD_MIN } from '../shared/limits';
import { AUTH_MESSAGES as M } from './auth.messages';

export const PASSWORD_SPECIAL_CHARACTERS = '.,!@#$%^&*=';

/**
 * A password's length in characters (code points), as JSON Schema's minLength and maxLength count
 * it: an emoji is one character, not the two UTF-16 units of `value.length`.
 */
const characterCount = (value: string) => [...value].length;

const hasSpecial = (value: string) =>
  [...value].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c));

/**
 * The rules below as JSON Schema, for the API description: the length, at least one lowercase
 * letter, uppercase letter, digit and special character, and no NUL (which no field may hold).
 */
export const PASSWORD_FORMAT = {
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  pattern: `^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[${PASSWORD_SPECIAL_CHARACTERS}])[^\\u0000]*$`,
};

/** The two password fields, whose rules are worded with their own names. */
export type PasswordField = 'newPassword' | 'reEnterPassword';

/** The password rules in the order the spec lists them, with the messages of `field`. */
export const passwordRules = (field: PasswordField) => [
  {
    test: (value: string) => characterCount(value) >= PASSWORD_MIN,
    message: M[`${field}TooShort`],
  },
  { test: (value: string) => characterCount(value) <= PASSWORD_MAX, message: M[`${field}TooLong`] },
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
    test: (value: string) =>
      characterCount(value) >= PASSWORD_MIN && characterCount(value) <= PASSWORD_MAX,
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
