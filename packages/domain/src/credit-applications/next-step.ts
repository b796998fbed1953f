import type { CreditApplicationStatus } from './credit-application-status';
import { approvalsMissing, type ApprovalSummary } from './credit-authority';

/**
 * What comes next for an application, said under its status on the detail. 'Credit Approved' is
 * the spec's name for the signed state, before any review: the line keeps it from reading as a
 * decision.
 */
export type NextStep =
  | { key: 'completeDraft' | 'startSigning' | 'finishSigning' | 'submit' | 'awaitDecision' }
  | { key: 'uploadMandatory' | 'awaitApprovals'; count: number }
  | { key: 'approved' | 'rejected' };

export interface NextStepState {
  status: CreditApplicationStatus;
  approval: Pick<ApprovalSummary, 'required' | 'given'>;
}

/**
 * The next step of `application`; `missingMandatory` counts the mandatory documents without a
 * file, undefined while the document tree is not known (then a signed application has none yet).
 */
export const nextStepOf = (
  { status, approval }: NextStepState,
  missingMandatory: number | undefined,
): NextStep | undefined => {
  switch (status) {
    case 'Draft':
      return { key: 'completeDraft' };
    case 'Open':
      return { key: 'startSigning' };
    case 'Signing Process':
      return { key: 'finishSigning' };
    case 'Credit Approved':
      if (missingMandatory === undefined) return undefined;
      return missingMandatory > 0
        ? { key: 'uploadMandatory', count: missingMandatory }
        : { key: 'submit' };
    case 'Waiting for Review': {
      const missing = approvalsMissing(approval);
      return missing > 0 ? { key: 'awaitApprovals', count: missing } : { key: 'awaitDecision' };
    }
    case 'Completed':
      return { key: 'approved' };
    case 'Rejected':
      return { key: 'rejected' };
  }
};
