import { z } from 'zod';
import { decimalWireSchema, MONEY_PATTERN } from '../shared/money';
import { sortedListQuery, versionField } from '../shared/list-query.schemas';
import { namedRecordSchema, recordFields } from '../shared/record.schemas';
import { requiredText } from '../shared/text.schemas';
import { APPROVAL_AUTHORITY_MESSAGES } from './approval-authorities.messages';
import { senOf } from './approval-authority-ladder';

export { APPROVAL_AUTHORITY_MESSAGES };

const M = APPROVAL_AUTHORITY_MESSAGES;

/** The fewest and most approvals a tier may require. */
export const REQUIRED_APPROVALS_MIN = 1;
export const REQUIRED_APPROVALS_MAX = 5;

const blankToNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : value;

/**
 * A plafond bound as sent: a decimal string or a number, kept as text so that it stays exact;
 * zero or more, at most 2 decimals (NUMERIC(20, 2)).
 */
const plafondBound = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({
      error: (issue) => (issue.input === undefined ? M.plafondFromRequired : M.plafondNumber),
    })
    .trim()
    .regex(MONEY_PATTERN, M.plafondNumber)
    .meta({ pattern: MONEY_PATTERN.source }),
);

export const approvalAuthorityBodySchema = z
  .object({
    name: requiredText(M.nameRequired),
    plafondFrom: z.preprocess((value) => blankToNull(value) ?? undefined, plafondBound),
    /** Empty or null: no upper bound. */
    plafondTo: z.preprocess(blankToNull, plafondBound.nullable()),
    requiredApprovals: z.coerce
      .number({ error: M.requiredApprovalsRange })
      .int(M.requiredApprovalsRange)
      .min(REQUIRED_APPROVALS_MIN, M.requiredApprovalsRange)
      .max(REQUIRED_APPROVALS_MAX, M.requiredApprovalsRange),
    roleIds: z
      .array(z.uuid({ error: M.unknownRole }), { error: M.rolesRequired })
      .min(1, M.rolesRequired)
      .transform((ids) => [...new Set(ids)]),
    /** None: the tier applies to every credit type. */
    creditTypeIds: z
      .array(z.uuid({ error: M.unknownCreditType }), { error: M.unknownCreditType })
      .default([])
      .transform((ids) => [...new Set(ids)]),
    version: versionField,
  })
  .superRefine((body, context) => {
    // Refinements run even when a field failed: compare only two amounts.
    const { plafondFrom, plafondTo } = body;
    if (typeof plafondTo !== 'string' || typeof plafondFrom !== 'string') return;
    if (!MONEY_PATTERN.test(plafondFrom) || !MONEY_PATTERN.test(plafondTo)) return;
    if (senOf(plafondTo) <= senOf(plafondFrom))
      context.addIssue({ code: 'custom', path: ['plafondTo'], message: M.plafondToAbove });
  });
export type ApprovalAuthorityBody = z.infer<typeof approvalAuthorityBodySchema>;

export const approvalAuthoritySchema = z.object({
  ...recordFields,
  name: z.string(),
  plafondFrom: decimalWireSchema,
  plafondTo: decimalWireSchema.nullable(),
  requiredApprovals: z.number().int(),
  roles: z.array(namedRecordSchema),
  creditTypes: z.array(namedRecordSchema),
});
export type ApprovalAuthority = z.infer<typeof approvalAuthoritySchema>;

export const APPROVAL_AUTHORITY_SORT_KEYS = [
  'created',
  'name',
  'plafondFrom',
  'requiredApprovals',
  'modified',
] as const;
export const approvalAuthorityListQuerySchema = sortedListQuery(APPROVAL_AUTHORITY_SORT_KEYS);
export type ApprovalAuthorityListQuery = z.infer<typeof approvalAuthorityListQuerySchema>;

/** What the form offers: the roles holding Approval/Action, and the credit types. */
export const approvalAuthorityOptionsSchema = z.object({
  roles: z.array(namedRecordSchema),
  creditTypes: z.array(namedRecordSchema),
});
export type ApprovalAuthorityOptions = z.infer<typeof approvalAuthorityOptionsSchema>;
