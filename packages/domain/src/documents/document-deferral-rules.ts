import {
  APPROVAL_QUEUE_STATUS,
  isCreator,
  type ApplicationState,
} from '../credit-applications/credit-application-rules';
import type { CreditApplicationStatus } from '../credit-applications/credit-application-status';
import { withParams } from '../shared/message-index';
import { conflict, forbidden, type Refusal } from '../shared/refusal';
import { DEFERRAL_MESSAGES as M } from './document-deferrals.messages';
import { OPEN_DEFERRAL_STATUSES, type DeferralStatus } from './document-deferrals';

/**
 * The rules of a deferred document (TBO), each a refusal as the application's rules are: the
 * server throws it inside the writing transaction, the web shows an action only when there is
 * none.
 */

/** The one status in which documents are still gathered for a first Submit. */
const DEFERRABLE_STATUS: CreditApplicationStatus = 'Credit Approved';

/** The statuses that follow a Submit: a deferral asked for before it stays as it was. */
const SUBMITTED_STATUSES: readonly CreditApplicationStatus[] = [
  APPROVAL_QUEUE_STATUS,
  'Completed',
  'Rejected',
];

export const isOpenDeferral = (status: DeferralStatus | string) =>
  (OPEN_DEFERRAL_STATUSES as readonly string[]).includes(status);

/** What the request rule reads of the document type. */
export interface DeferrableType {
  mandatory: boolean;
  hasFile: boolean;
  openDeferral: DeferralStatus | null;
}

/**
 * Defer a document: the creator, while the application gathers documents before Submit, on a
 * mandatory type that has no file and no open deferral.
 */
export const deferralRequestRefusal = (
  application: ApplicationState,
  userId: string | undefined,
  type: DeferrableType,
): Refusal | undefined => {
  if (!isCreator(application, userId)) return forbidden(M.notCreator);
  if (application.status !== DEFERRABLE_STATUS)
    return conflict(M.requestWrongStatus, { status: application.status });
  if (!type.mandatory) return conflict(M.notMandatory);
  if (type.hasFile) return conflict(M.hasFile);
  if (type.openDeferral) return conflict(M.alreadyOpen, { status: type.openDeferral });
  return undefined;
};

/** Withdraw an open deferral: the creator, before the application is submitted. */
export const deferralWithdrawalRefusal = (
  application: ApplicationState,
  userId: string | undefined,
): Refusal | undefined => {
  if (!isCreator(application, userId)) return forbidden(M.notCreator);
  if (SUBMITTED_STATUSES.includes(application.status))
    return conflict(M.withdrawAfterSubmit, { status: application.status });
  return undefined;
};

/** Grant or refuse: never the application's creator (four eyes), only a requested deferral. */
export const deferralDecisionRefusal = (
  application: ApplicationState,
  userId: string | undefined,
  deferral: { status: DeferralStatus | string },
): Refusal | undefined => {
  if (isCreator(application, userId)) return forbidden(M.decideCreator);
  if (deferral.status !== 'Requested')
    return conflict(M.decideWrongStatus, { status: deferral.status });
  return undefined;
};

/**
 * The promised date's bounds: from today (the bank's calendar) to the tenor's end; without a
 * tenor end only from today. Answers the message of a date outside them, or undefined.
 */
export const promisedDateRefusal = (
  promisedDate: string,
  bounds: { today: string; tenorEnd: string | null },
): string | undefined => {
  const { today, tenorEnd } = bounds;
  const outside = promisedDate < today || (tenorEnd !== null && promisedDate > tenorEnd);
  if (!outside) return undefined;
  return tenorEnd === null
    ? withParams(M.promisedDateFrom, { from: today })
    : withParams(M.promisedDateRange, { from: today, to: tenorEnd });
};

/** Whole days between two dates of the bank's calendar: positive when `to` is later. */
export const calendarDaysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** How the timeline tells a received document against its promise. */
export const receivedAgainstPromise = (promisedDate: string, receivedOn: string) => {
  const days = calendarDaysBetween(receivedOn, promisedDate);
  if (days === 0) return 'received on the promised date';
  const count = Math.abs(days);
  const unit = count === 1 ? 'day' : 'days';
  return `received, ${count} ${unit} ${days > 0 ? 'before' : 'after'} the promised date`;
};
