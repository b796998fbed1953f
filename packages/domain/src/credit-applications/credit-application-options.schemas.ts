import { z } from 'zod';
import { DEBITUR_TYPES } from '../debiturs/debiturs.schemas';
import { TEXT_MAX } from '../shared/limits';
import { cappedString } from '../shared/text.schemas';
import {
  CREDIT_APPLICATION_OPTIONS_MESSAGES,
  DEBITUR_OPTIONS_LIMIT,
} from './credit-application-options.messages';

export { CREDIT_APPLICATION_OPTIONS_MESSAGES, DEBITUR_OPTIONS_LIMIT };

/**
 * The choices of the credit application screens (wizard and Filter drawer), readable with the
 * Credit Application Read right alone: staff who write applications need not hold master-data
 * rights to pick a credit type, a facility or a debitur.
 */

const M = CREDIT_APPLICATION_OPTIONS_MESSAGES;

const branchOptionSchema = z.object({ _id: z.string(), branchName: z.string() });

/** GET /credit-application/options: the small master lists, each sorted by name. */
export const creditApplicationOptionsSchema = z.object({
  creditTypes: z.array(z.object({ _id: z.string(), creditappName: z.string() })),
  facilities: z.array(z.object({ _id: z.string(), facilityName: z.string() })),
  groups: z.array(
    z.object({ _id: z.string(), groupName: z.string(), branches: z.array(branchOptionSchema) }),
  ),
});
export type CreditApplicationOptions = z.infer<typeof creditApplicationOptionsSchema>;

/**
 * GET /credit-application/options/debiturs: live debiturs matching `type` and `search`; with `id`,
 * those debiturs whether archived or not, so a chosen one keeps its label.
 */
export const debiturOptionsQuerySchema = z.object({
  type: z.enum(DEBITUR_TYPES, { error: M.debiturType }).optional(),
  search: cappedString(TEXT_MAX).trim().optional(),
  id: z.preprocess(
    (value) =>
      value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value],
    z
      .array(z.uuid({ error: M.debiturId }))
      .max(DEBITUR_OPTIONS_LIMIT, { error: M.tooManyIds })
      .optional(),
  ),
});
export type DebiturOptionsQuery = z.infer<typeof debiturOptionsQuerySchema>;

export const debiturOptionSchema = z.object({
  _id: z.string(),
  type: z.enum(DEBITUR_TYPES),
  /** fullName of a Personal debitur, companyName of an Enterprise. */
  name: z.string(),
  relatedGroup: z.object({ _id: z.string(), groupName: z.string() }),
  relatedBranch: z.object({ _id: z.string(), branchName: z.string() }),
});
export type DebiturOption = z.infer<typeof debiturOptionSchema>;

/** `hasMore`: more debiturs matched than the answer holds, so the screen asks for a longer search. */
export const debiturOptionsSchema = z.object({
  data: z.array(debiturOptionSchema),
  hasMore: z.boolean(),
});
export type DebiturOptions = z.infer<typeof debiturOptionsSchema>;
