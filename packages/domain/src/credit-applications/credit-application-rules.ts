import { DOCUMENT_MESSAGES } from '../documents/documents.messages';
import { conflict, forbidden, type Refusal } from '../shared/refusal';
import { CREDIT_APPLICATION_CONFLICTS } from './credit-application-conflicts.messages';
import type { CreditApplicationStatus } from './credit-application-status';
import { CREDIT_APPLICATION_MESSAGES } from './credit-applications.messages';

/**
 * The credit application's status machine and creator rules, each stated once as a refusal: the
 * server throws it inside the writing transaction, the web shows an action only when there is
 * none.
 */

/** The signing steps a creator may take: each status and the only one that may follow it. */
const NEXT_SIGNING_STEP: Partial<Record<CreditApplicationStatus, CreditApplicationStatus>> = {
  Open: 'Signing Process',
  'Signing Process': 'Credit Approved',
};

export const nextSigningStatus = (status: CreditApplicationStatus) => NEXT_SIGNING_STEP[status];

/** The steps the signing card shows, from Open to the review; the decision adds its own end. */
const SIGNING_FLOW: readonly CreditApplicationStatus[] = [
  'Open',
  'Signing Process',
  'Credit Approved',
  'Waiting for Review',
];

/** The signing card's steps for an application in `status`: Completed or Rejected once decided. */
export const signingFlowOf = (
  status: CreditApplicationStatus,
): readonly CreditApplicationStatus[] =>
  status === 'Completed' || status === 'Rejected' ? [...SIGNING_FLOW, status] : SIGNING_FLOW;

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

/** The one status the approval queue holds: applications waiting for a reviewer's decision. */
export const APPROVAL_QUEUE_STATUS: CreditApplicationStatus = 'Waiting for Review';

export interface ApplicationState {
  status: CreditApplicationStatus;
  createdBy: { _id: string } | string;
}

const creatorId = (application: ApplicationState) =>
  typeof application.createdBy === 'string' ? application.createdBy : application.createdBy._id;

export const isCreator = (application: ApplicationState, userId: string | undefined) =>
  userId !== undefined && creatorId(application) === userId;

/** Edit is open in every status but the locked ones; beyond Draft only to the creator. */
export const editRefusal = (
  application: ApplicationState,
  userId: string | undefined,
): Refusal | undefined => {
  const { status } = application;
  if (status !== 'Draft' && !isCreator(application, userId))
    return forbidden(CREDIT_APPLICATION_CONFLICTS.notEditor);
  if (LOCKED_STATUSES.includes(status))
    return conflict(CREDIT_APPLICATION_CONFLICTS.notEditable, { status });
  return undefined;
};

/** Save as Draft: a new application (no status yet) or one still in Draft. */
export const saveAsDraftRefusal = (status: CreditApplicationStatus | undefined) =>
  status === undefined || status === 'Draft'
    ? undefined
    : conflict(CREDIT_APPLICATION_CONFLICTS.draftOnlyNew);

/** Editing will send signing back to Open (the edit confirmation must say so). */
export const editRestartsSigning = (status: CreditApplicationStatus) =>
  SIGNING_STARTED_STATUSES.includes(status);

/**
 * Moving the application to the archive (`isArchive` true): one Waiting for Review stays in the
 * approvers' queue until it is decided. Unarchiving is always allowed (it brings an application
 * back into view).
 */
export const archiveRefusal = (status: CreditApplicationStatus, isArchive: boolean) =>
  isArchive && status === APPROVAL_QUEUE_STATUS
    ? conflict(CREDIT_APPLICATION_MESSAGES.archiveInReview)
    : undefined;

/** Only a Draft may be deleted; signing leaves a record that must stay. */
export const deleteRefusal = (status: CreditApplicationStatus) =>
  status === 'Draft' ? undefined : conflict(CREDIT_APPLICATION_CONFLICTS.deleteDraftOnly);

/**
 * A signing step: the creator only, and only to the immediate next status (`requested`; the web
 * asks about that next step itself).
 */
export const signingRefusal = (
  application: ApplicationState,
  userId: string | undefined,
  requested: string | undefined = nextSigningStatus(application.status),
): Refusal | undefined => {
  if (!isCreator(application, userId)) return forbidden(CREDIT_APPLICATION_CONFLICTS.notCreator);
  const next = nextSigningStatus(application.status);
  if (next === undefined || next !== requested)
    return conflict(CREDIT_APPLICATION_CONFLICTS.wrongStep, {
      from: application.status,
      to: requested ?? application.status,
    });
  return undefined;
};

export const showsDocuments = (status: CreditApplicationStatus) =>
  DOCUMENT_STATUSES.includes(status);

/** Add, edit, delete and 'Add Other Document': the creator, from Credit Approved on, not in review. */
export const documentsRefusal = (
  application: ApplicationState,
  userId: string | undefined,
): Refusal | undefined => {
  if (!isCreator(application, userId)) return forbidden(DOCUMENT_MESSAGES.notCreator);
  if (application.status === APPROVAL_QUEUE_STATUS)
    return conflict(DOCUMENT_MESSAGES.lockedForReview);
  if (!showsDocuments(application.status)) return conflict(DOCUMENT_MESSAGES.notYetApproved);
  return undefined;
};

/**
 * Submit for review: the creator, in Credit Approved, not archived (the approval queue lists
 * live applications only: an archived one would never be seen). The mandatory documents are
 * `missingDocumentsRefusal`, since the web knows them only once the document tree has loaded.
 */
export const submitRefusal = (
  application: ApplicationState & { isArchive: boolean },
  userId: string | undefined,
): Refusal | undefined => {
  if (!isCreator(application, userId)) return forbidden(DOCUMENT_MESSAGES.submitNotCreator);
  if (application.status !== 'Credit Approved')
    return conflict(DOCUMENT_MESSAGES.submitWrongStatus, { status: application.status });
  if (application.isArchive) return conflict(DOCUMENT_MESSAGES.submitArchived);
  return undefined;
};

/** Submit waits for every mandatory document: `missing` names those without a file. */
export const missingDocumentsRefusal = (missing: readonly string[]) =>
  missing.length === 0
    ? undefined
    : conflict(DOCUMENT_MESSAGES.missingMandatory, { titles: missing.join(', ') });

/** Approve or reject: Waiting for Review, never by its creator (four eyes). */
export const decisionRefusal = (
  application: ApplicationState,
  userId: string | undefined,
): Refusal | undefined => {
  if (application.status !== APPROVAL_QUEUE_STATUS)
    return conflict(DOCUMENT_MESSAGES.decideWrongStatus, { status: application.status });
  if (isCreator(application, userId)) return forbidden(DOCUMENT_MESSAGES.fourEyes);
  return undefined;
};
