/**
 * A mandatory document the bank will receive later (to be obtained, TBO): the creator asks for a
 * deferral to a promised date, a holder of Approval/Waive grants or refuses it, the creator may
 * withdraw it, and uploading the document closes it as received.
 */
export const DEFERRAL_STATUSES = [
  'Requested',
  'Granted',
  'Refused',
  'Withdrawn',
  'Received',
] as const;
export type DeferralStatus = (typeof DEFERRAL_STATUSES)[number];

/** The statuses of a deferral still open: at most one per application and document type. */
export const OPEN_DEFERRAL_STATUSES = [
  'Requested',
  'Granted',
] as const satisfies readonly DeferralStatus[];
