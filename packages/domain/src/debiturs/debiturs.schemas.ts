import { z } from 'zod';
import { EMAIL_FORMAT } from '../auth/auth.schemas';
import { dateOnly, isFutureDate, pastDateFormat } from '../shared/dates';
import { arrayFilter, sortedListQuery, versionField } from '../shared/list-query.schemas';
import { namedRecordSchema, RECORD_SORT_KEYS, recordFields } from '../shared/record.schemas';
import { TEXTAREA_MAX } from '../shared/limits';
import { MONEY_PATTERN, POSITIVE_MONEY_PATTERN } from '../shared/money';
import { requiredText } from '../shared/text.schemas';
import { DEBITUR_MESSAGES } from './debiturs.messages';

export { DEBITUR_MESSAGES };

export const DEBITUR_TYPES = ['Personal', 'Enterprise'] as const;
export type DebiturType = (typeof DEBITUR_TYPES)[number];
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;

/** Document slots per type (spec section 3), with the labels the screens show. */
export const PERSONAL_FILE_CATEGORIES = [
  { key: 'ktp', label: 'KTP' },
  { key: 'npwp', label: 'NPWP' },
  { key: 'aktaNikah', label: 'Akta Nikah' },
  { key: 'kartuKeluarga', label: 'Kartu Keluarga' },
  { key: 'rekeningKoran', label: 'Rekening Koran' },
] as const;
export const ENTERPRISE_FILE_CATEGORIES = [
  { key: 'ktpOrganizer', label: 'KTP Pengurus' },
  { key: 'npwp', label: 'NPWP' },
  { key: 'nib', label: 'NIB' },
  { key: 'financialReport', label: 'Laporan Keuangan' },
] as const;
/** The photo of a Personal debitur; the newest is the current one. */
export const DEBITUR_PHOTO_CATEGORY = 'debiturPhoto';

export const fileCategoriesOf = (type: DebiturType) =>
  type === 'Personal' ? PERSONAL_FILE_CATEGORIES : ENTERPRISE_FILE_CATEGORIES;

/** 10 MB, with 1 MB = 1,048,576 bytes (spec section 9). */
export const DEBITUR_FILE_MAX_BYTES = 10 * 1048576;
export const DEBITUR_FILE_TYPES = ['pdf', 'jpeg', 'jpg', 'png'] as const;
export const DEBITUR_PHOTO_TYPES = ['jpeg', 'jpg', 'png'] as const;

const PHONE_MAX = 20;
/** Starts with + or a digit, then 5 to 20 digits, '+' or '-' (spec: Personal debitur). */
const PHONE_PATTERN = /^[+\d][\d+-]{5,20}$/;
const NPWP_PATTERN = /^(\d{15}|\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3})$/;

const phoneSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(PHONE_MAX, DEBITUR_MESSAGES.phoneTooLong)
    .regex(PHONE_PATTERN, DEBITUR_MESSAGES.phonePattern);

const optionalEmail = z
  .preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: DEBITUR_MESSAGES.emailInvalid }))
      .optional(),
  )
  .meta(EMAIL_FORMAT);

const requiredId = (message: string) => z.string({ error: message }).min(1, message);
const requiredTextarea = (message: string) => requiredText(message, TEXTAREA_MAX);

const commonFields = {
  email: optionalEmail,
  address: requiredTextarea(DEBITUR_MESSAGES.addressRequired),
  relatedGroup: requiredId(DEBITUR_MESSAGES.relatedGroupRequired),
  relatedBranch: requiredId(DEBITUR_MESSAGES.relatedBranchRequired),
  version: versionField,
};

export const personalDebiturDataSchema = z.object({
  type: z.literal('Personal'),
  fullName: requiredText(DEBITUR_MESSAGES.fullNameRequired),
  dateOfBirth: z
    .string({ error: DEBITUR_MESSAGES.dateOfBirthRequired })
    .min(1, DEBITUR_MESSAGES.dateOfBirthRequired)
    .pipe(dateOnly(DEBITUR_MESSAGES.dateOfBirthInvalid))
    .refine((value) => !isFutureDate(value), DEBITUR_MESSAGES.dateOfBirthFuture)
    .meta(pastDateFormat()),
  phoneNumber: phoneSchema(DEBITUR_MESSAGES.phoneNumberRequired),
  maritalStatus: z.enum(MARITAL_STATUSES, { error: DEBITUR_MESSAGES.maritalStatusRequired }),
  idNumber: z
    .string({ error: DEBITUR_MESSAGES.idNumberRequired })
    .trim()
    .min(1, DEBITUR_MESSAGES.idNumberRequired)
    .regex(/^\d{16}$/, DEBITUR_MESSAGES.idNumberDigits),
  ...commonFields,
});

/**
 * Budget: a positive decimal string or number, kept exact as a string. The description names the
 * string form only: a number may not keep its decimals exactly.
 */
const budgetSchema = z
  .union([z.string(), z.number()], { error: DEBITUR_MESSAGES.budgetRequired })
  .meta({ anyOf: [{ type: 'string', pattern: POSITIVE_MONEY_PATTERN }] })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, DEBITUR_MESSAGES.budgetRequired)
      .regex(/^-?\d+(\.\d{1,2})?$/, DEBITUR_MESSAGES.budgetNumber)
      .refine(
        (value) => !value.startsWith('-') && /[1-9]/.test(value),
        DEBITUR_MESSAGES.budgetPositive,
      )
      .regex(MONEY_PATTERN, DEBITUR_MESSAGES.budgetPrecision),
  );

export const enterpriseDebiturDataSchema = z.object({
  type: z.literal('Enterprise'),
  companyName: requiredText(DEBITUR_MESSAGES.companyNameRequired),
  organizerName: requiredText(DEBITUR_MESSAGES.organizerNameRequired),
  telephoneNumber: phoneSchema(DEBITUR_MESSAGES.telephoneNumberRequired),
  budget: budgetSchema,
  npwpText: z
    .string({ error: DEBITUR_MESSAGES.npwpRequired })
    .trim()
    .min(1, DEBITUR_MESSAGES.npwpRequired)
    .regex(NPWP_PATTERN, DEBITUR_MESSAGES.npwpFormat),
  nibText: z
    .string({ error: DEBITUR_MESSAGES.nibRequired })
    .trim()
    .min(1, DEBITUR_MESSAGES.nibRequired)
    .regex(/^\d{13,16}$/, DEBITUR_MESSAGES.nibDigits),
  shareHolder: requiredTextarea(DEBITUR_MESSAGES.shareHolderRequired),
  permit: requiredTextarea(DEBITUR_MESSAGES.permitRequired),
  ...commonFields,
});

/** The `data` JSON of create and update, by type. */
export const debiturDataSchema = z.discriminatedUnion(
  'type',
  [personalDebiturDataSchema, enterpriseDebiturDataSchema],
  { error: DEBITUR_MESSAGES.typeRequired },
);
export type DebiturData = z.infer<typeof debiturDataSchema>;
export type PersonalDebiturData = z.infer<typeof personalDebiturDataSchema>;
export type EnterpriseDebiturData = z.infer<typeof enterpriseDebiturDataSchema>;

/** Enterprise telephone input: digits, '+' only at the start, '-', cut to 17 characters. */
export const filterTelephoneInput = (value: string) =>
  value
    .replace(/[^\d+-]/g, '')
    .replace(/(?!^)\+/g, '')
    .slice(0, 17);

const fileRefSchema = z.object({ _id: z.string(), name: z.string(), category: z.string() });

export const debiturSchema = z.object({
  ...recordFields,
  type: z.enum(DEBITUR_TYPES),
  email: z.string().nullable(),
  address: z.string(),
  relatedGroup: z.object({ _id: z.string(), groupName: z.string() }),
  relatedBranch: z.object({ _id: z.string(), branchName: z.string() }),
  isArchive: z.boolean(),
  uploadFile: z.array(fileRefSchema),
  // Personal
  fullName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  idNumber: z.string().nullable(),
  debiturPhoto: z.array(namedRecordSchema),
  // Enterprise
  companyName: z.string().nullable(),
  organizerName: z.string().nullable(),
  telephoneNumber: z.string().nullable(),
  budget: z.object({ $numberDecimal: z.string() }).nullable(),
  npwp: z.string().nullable(),
  nib: z.string().nullable(),
  shareHolder: z.string().nullable(),
  permit: z.string().nullable(),
  createdBy: namedRecordSchema.nullable(),
});
export type Debitur = z.infer<typeof debiturSchema>;

/** Both types' own fields, none filled: a debitur holds only those of its type. */
export const EMPTY_TYPE_FIELDS = {
  fullName: null,
  dateOfBirth: null,
  phoneNumber: null,
  maritalStatus: null,
  idNumber: null,
  companyName: null,
  organizerName: null,
  telephoneNumber: null,
  budget: null,
  npwp: null,
  nib: null,
  shareHolder: null,
  permit: null,
} as const satisfies Partial<Record<keyof Debitur, null>>;

/**
 * The debitur form's fields in its order, as a debitur stores them: an audit row lists the fields
 * an update changed by it (jsonb does not keep key order), and the web names each by its label.
 */
export const DEBITUR_FORM_FIELDS: readonly string[] = [
  'type',
  ...Object.keys(EMPTY_TYPE_FIELDS),
  'email',
  'address',
  'relatedGroup',
  'relatedBranch',
];

export const DEBITUR_SORT_KEYS = [
  ...RECORD_SORT_KEYS,
  'fullName',
  'companyName',
  'organizerName',
  'email',
  'idNumber',
  'phoneNumber',
  'telephoneNumber',
  'maritalStatus',
  'dateOfBirth',
  'budget',
  'address',
  'relatedBranch',
  'relatedGroup',
] as const;

export const debiturListQuerySchema = sortedListQuery(DEBITUR_SORT_KEYS).extend({
  type: z.enum(DEBITUR_TYPES).optional(),
  fullName: arrayFilter(z.string()),
  companyName: arrayFilter(z.string()),
  maritalStatus: arrayFilter(z.string()),
  branchId: arrayFilter(z.string()),
  isArchive: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean().default(false),
  ),
});
export type DebiturListQuery = z.infer<typeof debiturListQuerySchema>;

/** GET /debiturs/audit-trail: newest first, or oldest first with sortOrder=asc. */
export const debiturAuditQuerySchema = sortedListQuery(['created']);

export const archiveBodySchema = z.object({
  isArchive: z.boolean({ error: 'isArchive must be true or false' }),
});

/** One row of the audit-trail tab: a change to a debitur, described for people. */
export const debiturAuditEntrySchema = z.object({
  _id: z.string(),
  debiturId: z.string(),
  debiturName: z.string(),
  /** In English; screens build their own from action, fields and fileCategory. */
  description: z.string(),
  action: z.string(),
  /** The fields an update changed, in the form's order. */
  fields: z.array(z.string()),
  /** The file category of an upload or a removal. */
  fileCategory: z.string().nullable(),
  actor: namedRecordSchema.nullable(),
  created: z.string(),
});
export type DebiturAuditEntry = z.infer<typeof debiturAuditEntrySchema>;

/**
 * GET /master-data/debitur/options: the Related Group and Related Branch choices of the debitur
 * wizard and the list's Branch filter, under Debitur Management Read; a user whose role sees only
 * its area gets the groups and branches of his area.
 */
export const debiturFormOptionsSchema = z.object({
  groups: z.array(
    z.object({
      _id: z.string(),
      groupName: z.string(),
      branches: z.array(z.object({ _id: z.string(), branchName: z.string() })),
    }),
  ),
});
export type DebiturFormOptions = z.infer<typeof debiturFormOptionsSchema>;
