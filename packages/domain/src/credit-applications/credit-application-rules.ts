import type { CreditApplicationStatus } from './credit-application-status';
import { CREDIT_APPLICATION_MESSAGES } from './credit-applications.messages';

/**
 * The credit application's status machine and creator rules, used by the server (inside the
 * writing transaction) and by the web (to show only what the server would allow).
 */

/** The signing steps a creator may take: each status and the only one that may follow it. */
const NEXT_SIGNING_STEP: Partial<Record<CreditApplicationStatus, CreditApplicationStatus>> = {
  Open: 'Signing Process',
  'Signing Process': 'Credit Approved',
};

export const nextSigningStatus = (status: CreditApplicationStatus) => NEXT_SIGNING_STEP[status];

/** Statuses in which the application itself cannot be edited or deleted. */
export const LOCKED_STATUSES: readonly CreditApplicationStatus[] = [
  'Completed',
  'Waiting for Review',
];

/** Statuses whose detail shows the Document Management System card (spec section 2). */
export const DOCUMENT_STATUSES: readonly CreditApplicationStatus[] = [
  'Credit Approved',
  'Waiting for Review',
  'Rejected',
  'Completed',
];

/** Signing has started: editing such an application returns it to Open. */
export const SIGNING_STARTED_STATUSES: readonly CreditApplicationStatus[] = [
  'Signing Process',
  'Credit Approved',
  'Rejected',
];

interface ApplicationState {
  status: CreditApplicationStatus;
  createdBy: { _id: string } | string;
}

const creatorId = (application: ApplicationState) =>
  typeof application.createdBy === 'string' ? application.createdBy : application.createdBy._id;

export const isCreator = (application: ApplicationState, userId: string | undefined) =>
  userId !== undefined && creatorId(application) === userId;

/** Edit is open in every status but the locked ones; beyond Draft only to the creator. */
export const canEditApplication = (application: ApplicationState, userId: string | undefined) =>
  !LOCKED_STATUSES.includes(application.status) &&
  (application.status === 'Draft' || isCreator(application, userId));

/** Editing will send signing back to Open (the edit confirmation must say so). */
export const editRestartsSigning = (status: CreditApplicationStatus) =>
  SIGNING_STARTED_STATUSES.includes(status);

/**
 * Why the application may not be moved to the archive (`isArchive` true), or undefined when it
 * may: one Waiting for Review stays in the approvers' queue until it is decided. Unarchiving is
 * always allowed (it brings an application back into view).
 */
export const archiveRefusal = (status: CreditApplicationStatus, isArchive: boolean) =>
  isArchive && status === 'Waiting for Review'
    ? CREDIT_APPLICATION_MESSAGES.archiveInReview
    : undefined;

/** The list offers the archive icon only where the server would archive. */
export const canArchiveApplication = (status: CreditApplicationStatus) =>
  archiveRefusal(status, true) === undefined;

export const canDeleteApplication = (status: CreditApplicationStatus) => status === 'Draft';

export const canSign = (application: ApplicationState, userId: string | undefined) =>
  nextSigningStatus(application.status) !== undefined && isCreator(application, userId);

export const showsDocuments = (status: CreditApplicationStatus) =>
  DOCUMENT_STATUSES.includes(status);

/** Add, edit, delete and 'Add Other Document': the creator, from Credit Approved on, not in review. */
export const canManageDocuments = (application: ApplicationState, userId: string | undefined) =>
  showsDocuments(application.status) &&
  application.status !== 'Waiting for Review' &&
  isCreator(application, userId);

/** Submit for review: Credit Approved with the mandatory set complete. */
export const canSubmitForReview = (
  application: ApplicationState,
  userId: string | undefined,
  missingMandatory: readonly unknown[],
) =>
  application.status === 'Credit Approved' &&
  isCreator(application, userId) &&
  missingMandatory.length === 0;

/** Approve or reject: Waiting for Review, never by its creator (four eyes). */
export const canDecide = (application: ApplicationState, userId: string | undefined) =>
  application.status === 'Waiting for Review' && !isCreator(application, userId);
