import { PASSWORD_MAX, PASSWORD_MIN } from '../shared/limits';

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

/**
 * The password rules in the order the spec lists them. `subject` is the field's wording:
 * 'New Password' for newPassword and 'Password' for reEnterPassword.
 */
export const passwordRules = (subject: string) => [
  {
    test: (value: string) => value.length >= PASSWORD_MIN,
    message: `${subject} must be at least ${PASSWORD_MIN} characters.`,
  },
  {
    test: (value: string) => value.length <= PASSWORD_MAX,
    message: `${subject} must be at most ${PASSWORD_MAX} characters.`,
  },
  {
    test: (value: string) => /[a-z]/.test(value),
    message: `${subject} must contain at least one lowercase letter.`,
  },
  {
    test: (value: string) => /[A-Z]/.test(value),
    message: `${subject} must contain at least one uppercase letter.`,
  },
  {
    test: (value: string) => /[0-9]/.test(value),
    message: `${subject} must contain at least one number.`,
  },
  {
    test: hasSpecial,
    message: `${subject} must contain at least one special character (. , ! @ # $ % ^ & * =).`,
  },
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
