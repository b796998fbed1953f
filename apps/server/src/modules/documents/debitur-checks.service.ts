import { fileMismatches, mismatchReasonRefusal } from '@creditdesk/domain/documents/debitur-checks';
import { DEBITUR_CHECK_MESSAGES } from '@creditdesk/domain/documents/debitur-checks.messages';
import type { DataChecks } from '@creditdesk/domain/documents/debitur-checks.schemas';
import type { TimelineEntry } from '@creditdesk/domain/documents/document-answers.schemas';
import { splitMessage, withParams } from '@creditdesk/domain/shared/message-index';
import type { Executor } from '../../db/client';
import { invalidFields } from '../../core/errors';
import type { Actor } from '../../plugins/actor';
import { checkedDocumentsOf, debiturIdentityOf } from './debitur-checks.repository';
import { appendEvent } from './document-timeline.repository';

/**
 * The credit file checked against its debitur (domain: debitur-checks.ts), from the current
 * documents' metadata and the debitur as they are now: nothing is stored but Submit's reason.
 */

const SUBMITTED_WITH_MISMATCHES = 'submitted-with-mismatches';

/** The mismatches of an application's current documents with its debitur, and their number. */
export const dataChecksOf = async (
  executor: Executor,
  applicationId: string,
): Promise<DataChecks> => {
  const [debitur, documents] = await Promise.all([
    debiturIdentityOf(executor, applicationId),
    checkedDocumentsOf(executor, applicationId),
  ]);
  const mismatches = debitur ? fileMismatches(documents, debitur) : [];
  return { total: mismatches.length, mismatches };
};

/** An answer with the checks of its application added. */
export const withDataChecks = async <Answer extends object>(
  executor: Executor,
  applicationId: string,
  answer: Answer,
) => ({ ...answer, dataChecks: await dataChecksOf(executor, applicationId) });

/**
 * Submit's part of the checks, under the application's lock: a file with mismatches goes on only
 * with a reason (400 naming `reason` without one), which its timeline keeps beside the count.
 */
export const recordSubmitReason = async (
  tx: Executor,
  applicationId: string,
  reason: string | undefined,
  actor: Actor,
) => {
  const { total } = await dataChecksOf(tx, applicationId);
  const refused = mismatchReasonRefusal(total, reason);
  if (refused) throw invalidFields([{ path: 'reason', message: refused }]);
  if (total === 0 || !reason) return;
  await appendEvent(tx, {
    applicationId,
    event: SUBMITTED_WITH_MISMATCHES,
    status: null,
    // The count rides with the reason as one coded message: the timeline has one text column.
    detail: withParams(DEBITUR_CHECK_MESSAGES.submittedWithMismatches, {
      count: String(total),
      reason: reason.trim(),
    }),
    createdBy: actor.userId,
  });
};

/** How the timeline answers an event: Submit's reason as its detail, the count in its message. */
export const timelineWording = (
  event: string,
  detail: string | null,
): Pick<TimelineEntry, 'detail' | 'message'> => {
  if (event !== SUBMITTED_WITH_MISMATCHES || !detail) return { detail };
  const { code, params = {} } = splitMessage(detail);
  const { reason = null, ...rest } = params;
  return { detail: reason, message: { code, params: rest } };
};
