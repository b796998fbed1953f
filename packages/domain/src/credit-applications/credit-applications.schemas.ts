import { z } from 'zod';
import { DEBITUR_TYPES } from '../debiturs/debiturs.schemas';
import { DATE_ONLY_FORMAT, dateOnlySchema, isDateOnly, isFutureDate } from '../shared/dates';
import { TEXTAREA_MAX } from '../shared/limits';
import { MONEY_PATTERN, POSITIVE_MONEY_PATTERN } from '../shared/money';
import { arrayFilter, sortedListQuery, versionField } from '../shared/list-query.schemas';
import { namedRecordSchema, RECORD_SORT_KEYS, recordFields } from '../shared/record.schemas';
import { maxCharacters } from '../shared/text.schemas';
import { uploadedFileSchema } from '../documents/document-answers.schemas';
import {
  CREDIT_APPLICATION_STATUSES,
  canonicalStatus,
  STATUS_ALIASES,
} from './credit-application-status';
import { approvalBlockSchema, approvalSummarySchema } from './credit-authority';
import { CREDIT_APPLICATION_MESSAGES } from './credit-applications.messages';

export { CREDIT_APPLICATION_MESSAGES };

export const JOIN_TYPES = ['New Debitur', 'Existing Debitur'] as const;
export type JoinType = (typeof JOIN_TYPES)[number];

/** Statuses the wizard may ask for: Save as Draft, or submit. */
export const WIZARD_STATUSES = ['Draft', 'Open'] as const;

/**
 * A New Debitur's documents sent with the wizard: 20 MB, with 1 MB = 1,048,576 bytes (spec
 * sections 5 and 9), although the debitur area itself allows 10 MB.
 */
export const NEW_DEBITUR_FILE_MAX_BYTES = 20 * 1048576;

const M = CREDIT_APPLICATION_MESSAGES;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === 'null' ? undefined : value;

const selectedId = (message: string) =>
  z.preprocess(blankToUndefined, z.uuid({ error: message }).optional());

const optionalDate = (message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).meta(DATE_ONLY_FORMAT).optional());

/** Plafond as sent: a number or a decimal string; kept as text so it stays exact. */
const plafondField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
  z.string({ error: M.plafondNumber }).trim().meta({ pattern: POSITIVE_MONEY_PATTERN }).optional(),
);

/** Facilities as a list, a JSON list in a string (multipart), or one id. */
const facilitiesField = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    if (typeof blank !== 'string') return blank;
    if (!blank.trim().startsWith('[')) return [blank];
    try {
      return JSON.parse(blank) as unknown;
    } catch {
      return blank;
    }
  },
  z.array(z.uuid({ error: M.facilitiesRequired }), { error: M.facilitiesNotList }).optional(),
);

/** The newDebitur of a create: a JSON object, or a JSON string of one (multipart). */
const newDebiturField = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    if (typeof blank !== 'string') return blank;
    try {
      return JSON.parse(blank) as unknown;
    } catch {
      return blank;
    }
  },
  z.record(z.string(), z.unknown(), { error: M.newDebiturNotObject }).optional(),
);

/**
 * The wizard's body (create and full update). A Draft needs type and joinType only; submitting
 * (Open) needs every credit field. Dates and plafond are checked whenever given.
 */
export const creditApplicationBodySchema = z
  .object({
    type: z.enum(DEBITUR_TYPES, { error: M.typeRequired }),
    joinType: z.enum(JOIN_TYPES, { error: M.joinTypeRequired }),
    debitur: selectedId(M.debiturRequired),
    newDebitur: newDebiturField,
    creditType: selectedId(M.creditTypeRequired),
    plafond: plafondField,
    facilities: facilitiesField,
    tenorStartDate: optionalDate(M.tenorStartRequired),
    tenorEndDate: optionalDate(M.tenorEndRequired),
    creditDesc: z.preprocess(
      blankToUndefined,
      maxCharacters(z.string({ error: M.creditDescRequired }), TEXTAREA_MAX)
        .trim()
        .optional(),
    ),
    creditAppDate: optionalDate('Application date must be a valid date'),
    status: z.preprocess(
      blankToUndefined,
      z.enum(WIZARD_STATUSES, { error: M.wizardStatus }).default('Open'),
    ),
    version: versionField,
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const submitting = body.status === 'Open';
    if (body.joinType === 'Existing Debitur' && !body.debitur) issue('debitur', M.debiturRequired);
    if (submitting && body.joinType === 'New Debitur' && !body.newDebitur)
      issue('newDebitur', M.newDebiturRequired);
    if (submitting && !body.creditType) issue('creditType', M.creditTypeRequired);
    if (body.plafond === undefined || body.plafond === '') {
      if (submitting) issue('plafond', M.plafondRequired);
    } else if (Number.isNaN(Number(body.plafond))) issue('plafond', M.plafondNumber);
    else if (!(Number(body.plafond) > 0)) issue('plafond', M.plafondPositive);
    else if (!MONEY_PATTERN.test(body.plafond)) issue('plafond', M.plafondPrecision);
    if (submitting && !body.facilities?.length) issue('facilities', M.facilitiesRequired);
    for (const [field, required] of [
      ['tenorStartDate', M.tenorStartRequired],
      ['tenorEndDate', M.tenorEndRequired],
    ] as const) {
      const value = body[field];
      if (value === undefined) {
        if (submitting) issue(field, required);
      } else if (!isDateOnly(value)) issue(field, required);
    }
    if (
      body.tenorStartDate &&
      body.tenorEndDate &&
      isDateOnly(body.tenorStartDate) &&
      isDateOnly(body.tenorEndDate) &&
      body.tenorEndDate < body.tenorStartDate
    )
      issue('tenorEndDate', M.tenorEndBeforeStart);
    if (submitting && !body.creditDesc) issue('creditDesc', M.creditDescRequired);
    if (body.creditAppDate !== undefined) {
      if (!isDateOnly(body.creditAppDate))
        issue('creditAppDate', 'Application date must be a valid date');
      else if (isFutureDate(body.creditAppDate)) issue('creditAppDate', M.appDateFuture);
    }
  });
export type CreditApplicationBody = z.infer<typeof creditApplicationBodySchema>;

/** Every name a status is read by, canonical or alias, for the API description. */
const STATUS_NAMES = { enum: [...CREDIT_APPLICATION_STATUSES, ...Object.keys(STATUS_ALIASES)] };

/** A signing step: the status alone, any name or alias. */
export const creditApplicationStatusBodySchema = z.object({
  status: z
    .string({ error: M.statusUnknown })
    .refine((value) => canonicalStatus(value) !== undefined, M.statusUnknown)
    .meta(STATUS_NAMES),
});

export const creditApplicationArchiveBodySchema = z.object({
  isArchive: z.boolean({ error: 'isArchive must be true or false' }),
});

export const statusFilter = z
  .string()
  .refine((value) => canonicalStatus(value) !== undefined, M.statusUnknown)
  .meta(STATUS_NAMES);

export const CREDIT_APPLICATION_SORT_KEYS = [
  ...RECORD_SORT_KEYS,
  'creditAppNo',
  'creditAppDate',
  'status',
  'plafond',
  'tenorStartDate',
  'tenorEndDate',
  'creditDesc',
  // The approval queue: oldest waiting first.
  'statusChanged',
] as const;

export const creditApplicationListQuerySchema = sortedListQuery(
  CREDIT_APPLICATION_SORT_KEYS,
).extend({
  branchId: arrayFilter(z.uuid()),
  debitur: arrayFilter(z.uuid()),
  creditType: arrayFilter(z.uuid()),
  facilities: arrayFilter(z.uuid()),
  status: arrayFilter(statusFilter),
  tenorStartDate: dateOnlySchema.optional(),
  tenorEndDate: dateOnlySchema.optional(),
  isArchive: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean().default(false),
  ),
});
export type CreditApplicationListQuery = z.infer<typeof creditApplicationListQuerySchema>;

/** The approval queue's list: the list's filters, its tier and the applications the user may decide. */
export const approvalQueueQuerySchema = creditApplicationListQuerySchema.extend({
  tier: arrayFilter(z.uuid()),
  canDecide: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean().default(false),
  ),
});
export type ApprovalQueueQuery = z.infer<typeof approvalQueueQuerySchema>;

export const creditApplicationRowSchema = z.object({
  ...recordFields,
  creditAppNo: z.string(),
  creditAppDate: z.string(),
  type: z.enum(DEBITUR_TYPES),
  joinType: z.enum(JOIN_TYPES),
  status: z.enum(CREDIT_APPLICATION_STATUSES),
  isArchive: z.boolean(),
  creditType: z.object({ _id: z.string(), creditappName: z.string() }).nullable(),
  plafond: z.object({ $numberDecimal: z.string() }).nullable(),
  tenorStartDate: z.string().nullable(),
  tenorEndDate: z.string().nullable(),
  creditDesc: z.string().nullable(),
  debitur: z
    .object({
      _id: z.string(),
      type: z.enum(DEBITUR_TYPES),
      fullName: z.string().nullable(),
      companyName: z.string().nullable(),
      email: z.string().nullable(),
      relatedGroup: z.object({ _id: z.string(), groupName: z.string() }),
      relatedBranch: z.object({ _id: z.string(), branchName: z.string() }),
      debiturPhotos: z.array(namedRecordSchema),
    })
    .nullable(),
  group: z.object({ _id: z.string(), groupName: z.string() }).nullable(),
  branch: z.object({ _id: z.string(), branchName: z.string() }).nullable(),
  facilities: z.array(z.object({ _id: z.string(), facilityName: z.string() })),
  createdBy: namedRecordSchema,
  /** When the status last changed (ISO): how long it has waited in the approval queue. */
  statusChanged: z.string(),
  /** The approval tier frozen at Submit and the approvals given at it. */
  approval: approvalSummarySchema,
});
export type CreditApplicationRow = z.infer<typeof creditApplicationRowSchema>;

export const creditApplicationSchema = creditApplicationRowSchema.extend({
  signingHistory: z.array(
    z.object({
      status: z.enum(CREDIT_APPLICATION_STATUSES),
      createdBy: namedRecordSchema,
      created: z.string(),
    }),
  ),
  /** The reason of the last decision, when it was Approved or Rejected ('' if none was given). */
  decisionReason: z.string().nullable(),
  approval: approvalBlockSchema,
  /** The categories that hold files, each with its types and their current files. */
  documents: z.array(
    z.object({
      _id: z.string(),
      category: z.string(),
      types: z.array(
        z.object({
          _id: z.string(),
          type: z.string(),
          code: z.string(),
          files: z.array(uploadedFileSchema),
        }),
      ),
    }),
  ),
});
export type CreditApplication = z.infer<typeof creditApplicationSchema>;
