import { z } from 'zod';
import { dateOnly } from '../shared/dates';
import { TEXTAREA_MAX } from '../shared/limits';
import { decisionBodySchema } from '../shared/decision.schemas';
import { REQUEST_MESSAGES } from '../shared/request.messages';
import { namedRecordSchema } from '../shared/record.schemas';
import { requiredText } from '../shared/text.schemas';
import { DEFERRAL_MESSAGES as M } from './document-deferrals.messages';
import { DEFERRAL_STATUSES } from './document-deferrals';

export { DEFERRAL_MESSAGES } from './document-deferrals.messages';

const withoutNul = (value: string) => !value.includes('\u0000');

/** The path of a type's deferral: the application and the document type. */
export const deferralParamsSchema = z.object({ id: z.uuid(), typeId: z.uuid() });

/**
 * The creator's request: the date the bank is promised the document (its bounds, today to the
 * tenor end, are `promisedDateRefusal`'s, since they depend on the application) and why.
 */
export const deferralBodySchema = z.object({
  promisedDate: dateOnly(M.promisedDateRequired),
  reason: requiredText(M.reasonRequired, TEXTAREA_MAX).refine(
    withoutNul,
    REQUEST_MESSAGES.nulCharacter,
  ),
});
export type DeferralBody = z.infer<typeof deferralBodySchema>;

export const DEFERRAL_DECISIONS = ['Granted', 'Refused'] as const;
export type DeferralDecision = (typeof DEFERRAL_DECISIONS)[number];

/** Grant or refuse a requested deferral; a refusal says why. */
export const deferralDecisionBodySchema = decisionBodySchema(DEFERRAL_DECISIONS, 'Refused', {
  actionRequired: M.actionRequired,
  reasonRequired: M.refuseReasonRequired,
});
export type DeferralDecisionBody = z.infer<typeof deferralDecisionBodySchema>;

/** A deferral as the API answers it, in the decision call and in the document tree. */
export const deferralSchema = z.object({
  _id: z.string(),
  typeId: z.string(),
  status: z.enum(DEFERRAL_STATUSES),
  promisedDate: z.string(),
  reason: z.string(),
  requestedBy: namedRecordSchema,
  requested: z.string(),
  decidedBy: namedRecordSchema.nullable(),
  decided: z.string().nullable(),
  decisionReason: z.string().nullable(),
  closed: z.string().nullable(),
  receivedDocumentId: z.string().nullable(),
});
export type Deferral = z.infer<typeof deferralSchema>;
