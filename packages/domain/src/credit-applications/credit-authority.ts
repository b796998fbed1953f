import { z } from 'zod';
import { APPROVAL_ACTIONS } from '../documents/documents.schemas';
import { forbidden, type Refusal } from '../shared/refusal';
import { namedRecordSchema } from '../shared/record.schemas';
import { decisionRefusal, type ApplicationState } from './credit-application-rules';
import { CREDIT_AUTHORITY_MESSAGES } from './credit-authority.messages';

/** What a list row shows of the tier frozen at Submit: 'Kepala Wilayah · 1 of 2 · Budi'. */
export const approvalSummarySchema = z.object({
  /** The tier frozen at Submit (its id is null once the tier was deleted); null before. */
  tier: z.object({ _id: z.string().nullable(), name: z.string() }).nullable(),
  /** Distinct approvals the tier requires; null for an application submitted before tiers. */
  required: z.number().int().nullable(),
  given: z.number().int(),
  /** Who approved so far, oldest first. */
  approvers: z.array(z.string()),
});
export type ApprovalSummary = z.infer<typeof approvalSummarySchema>;

/** The detail's approvals block. */
export const approvalBlockSchema = approvalSummarySchema.extend({
  approvals: z.array(
    z.object({
      user: namedRecordSchema,
      /** The approver's role when he decided. */
      role: z.string().nullable(),
      action: z.enum(APPROVAL_ACTIONS),
      reason: z.string().nullable(),
      created: z.string(),
    }),
  ),
  /** The roles whose members may still add an approval; empty when any approver may, or none. */
  rolesNeeded: z.array(z.string()),
  /** Whether the signed-in user may approve or reject it now. */
  canDecide: z.boolean(),
});
export type ApprovalBlock = z.infer<typeof approvalBlockSchema>;

/** An application Waiting for Review as the tier rule reads it. */
export interface TierState extends ApplicationState {
  tierName: string | null;
  /** The tier's roles (null: any holder of Approval/Action). */
  approverRoleIds: readonly string[] | null;
  approverRoleNames: readonly string[];
  /** The users who decided on it since its Submit. */
  decidedBy: readonly string[];
}

/**
 * Approve or reject at the frozen tier: the decision's rule (status 409, creator 403), then the
 * approver's role among the tier's roles and one decision per approver (403 each).
 */
export const approverRefusal = (
  application: TierState,
  approver: { userId: string; roleId: string | null },
): Refusal | undefined => {
  const refusal = decisionRefusal(application, approver.userId);
  if (refusal) return refusal;
  const roles = application.approverRoleIds;
  if (roles && !(approver.roleId && roles.includes(approver.roleId)))
    return forbidden(CREDIT_AUTHORITY_MESSAGES.notTierRole, {
      tier: application.tierName ?? '-',
      roles: application.approverRoleNames.join(', '),
    });
  if (application.decidedBy.includes(approver.userId))
    return forbidden(CREDIT_AUTHORITY_MESSAGES.alreadyDecided);
  return undefined;
};

/** The approvals an application still needs: 0 once decided or before tiers. */
export const approvalsMissing = (summary: Pick<ApprovalSummary, 'required' | 'given'>) =>
  summary.required === null ? 0 : Math.max(summary.required - summary.given, 0);

/** The timeline's progress of an approval that does not yet complete the count: '1 of 2'. */
export const approvalProgress = (given: number, required: number) => `${given} of ${required}`;
