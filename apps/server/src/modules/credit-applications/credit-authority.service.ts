import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { hasPermission } from '@creditdesk/domain/access/permissions';
import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import {
  approverRefusal,
  approvalProgress,
  type ApprovalBlock,
  type TierState,
} from '@creditdesk/domain/credit-applications/credit-authority';
import { CREDIT_AUTHORITY_MESSAGES } from '@creditdesk/domain/credit-applications/credit-authority.messages';
import type { ApprovalBody } from '@creditdesk/domain/documents/documents.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import type { Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { Conflict, refuse } from '../../core/errors';
import { appendTimelineEvent } from '../documents/application-documents.service';
import { rightsOfRole } from '../roles/privilege.service';
import * as authority from './credit-authority.repository';
import { toSummary } from './credit-applications.mapper';
import * as repository from './credit-applications.repository';

type ApplicationRow = repository.CreditApplicationRecordRow;

/**
 * Freezes on the locked application the tier that covers its plafond and credit type (issue 31),
 * and starts a new round of approvals; no tier: 409 naming the amount, nothing changes.
 */
export const freezeApprovalTier = async (tx: Executor, application: ApplicationRow) => {
  const plafond = application.plafond ?? '0';
  const tier = await authority.resolveApprovalTier(tx, plafond, application.creditTypeId);
  if (!tier)
    throw new Conflict(CREDIT_AUTHORITY_MESSAGES.noTier, { amount: formatRupiah(plafond) });
  await authority.deleteApprovalsOf(tx, application.id);
  await repository.updateCreditApplication(tx, application.id, {
    approvalTierId: tier.id,
    approvalTierName: tier.name,
    approvalsRequired: tier.requiredApprovals,
    // A tier naming no role is decided by any holder of Approval/Action.
    approverRoleIds: tier.roleIds.length > 0 ? tier.roleIds : null,
    approvalsGiven: 0,
  });
  return { id: tier.id, name: tier.name, required: tier.requiredApprovals };
};

/** The application as the tier rule reads it, with the current round's decisions. */
const tierStateOf = (
  application: ApplicationRow,
  read: Awaited<ReturnType<typeof authority.approvalsOfApplication>>,
): TierState => ({
  status: application.status as CreditApplicationStatus,
  createdBy: application.createdBy,
  tierName: application.approvalTierName,
  approverRoleIds: application.approverRoleIds,
  approverRoleNames: read.roleNames,
  decidedBy: read.approvals.map((approval) => approval.userId),
});

/**
 * Records the actor's decision on the locked application after the tier rule allowed it, and
 * answers whether it decides the application: a Reject, or the approval that reaches the count.
 */
export const recordDecision = async (
  tx: Executor,
  application: ApplicationRow,
  body: ApprovalBody,
  actor: Actor,
) => {
  const read = await authority.approvalsOfApplication(tx, application.id);
  refuse(approverRefusal(tierStateOf(application, read), actor));
  await authority.insertApproval(tx, {
    applicationId: application.id,
    action: body.action,
    reason: body.reason || null,
    roleId: actor.roleId,
    createdBy: actor.userId,
  });
  if (body.action !== 'Approved') return { decides: true, given: application.approvalsGiven };
  const given = await authority.countApproval(tx, application.id);
  const required = application.approvalsRequired;
  return { decides: required === null || given >= required, given };
};

/**
 * An approval short of the count: the application stays Waiting for Review, and the approver is
 * on its signing history and timeline ('1 of 2' and his reason).
 */
export const recordApprovalStep = async (
  tx: Executor,
  application: ApplicationRow,
  given: number,
  reason: string,
  actor: Actor,
) => {
  await repository.appendSigning(tx, {
    applicationId: application.id,
    status: application.status,
    createdBy: actor.userId,
  });
  const progress = approvalProgress(given, application.approvalsRequired ?? given);
  await appendTimelineEvent(tx, {
    applicationId: application.id,
    event: 'approval-given',
    status: application.status as CreditApplicationStatus,
    detail: reason ? `${progress}: ${reason}` : progress,
    createdBy: actor.userId,
  });
};

/** Whether the actor's role holds Approval/Action, without which he decides nothing. */
export const holdsApprovalAction = async (executor: Executor, actor: Actor) =>
  hasPermission(
    actor.roleId ? await rightsOfRole(executor, actor.roleId) : [],
    SUB_MENUS.approval,
    'Action',
  );

/** The approval queue's tier and 'I can decide' filters for the actor. */
export const approvalQueueFilter = async (
  executor: Executor,
  filters: { tier?: string[]; canDecide: boolean },
  actor: Actor,
) =>
  authority.approvalQueueCondition(filters, {
    userId: actor.userId,
    roleId: actor.roleId,
    mayAct: filters.canDecide && (await holdsApprovalAction(executor, actor)),
  });

/** The detail's approvals block, `canDecide` for the reading actor. */
export const approvalBlockOf = async (
  executor: Executor,
  application: ApplicationRow,
  approvers: string[],
  actor: Actor,
): Promise<ApprovalBlock> => {
  const read = await authority.approvalsOfApplication(executor, application.id);
  const mayAct = await holdsApprovalAction(executor, actor);
  const summary = toSummary(application, approvers);
  const waiting = application.status === 'Waiting for Review';
  return {
    ...summary,
    approvals: read.approvals.map((approval) => ({
      user: { _id: approval.userId, name: approval.userName },
      role: approval.role,
      action: approval.action as ApprovalBlock['approvals'][number]['action'],
      reason: approval.reason,
      created: approval.created,
    })),
    rolesNeeded: waiting ? read.roleNames : [],
    canDecide: mayAct && approverRefusal(tierStateOf(application, read), actor) === undefined,
  };
};
