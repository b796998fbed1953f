/**
 * Statuses of a credit application. Canonical flow is the spec's reading A; names from its
 * readings B and C are accepted as aliases wherever a status is read (ARCHITECTURE: Statuses).
 */
export const CREDIT_APPLICATION_STATUSES = [
  'Draft',
  'Open',
  'Signing Process',
  'Credit Approved',
  'Waiting for Review',
  'Completed',
  'Rejected',
] as const;
export type CreditApplicationStatus = (typeof CREDIT_APPLICATION_STATUSES)[number];

export const STATUS_ALIASES: Readonly<Record<string, CreditApplicationStatus>> = {
  'Waiting for Signing': 'Signing Process',
  Approved: 'Completed',
  Approver: 'Waiting for Review',
};

export const canonicalStatus = (name: string): CreditApplicationStatus | undefined =>
  (CREDIT_APPLICATION_STATUSES as readonly string[]).includes(name)
    ? (name as CreditApplicationStatus)
    : STATUS_ALIASES[name];

export type BadgeColour = 'secondary' | 'success' | 'warning' | 'error' | 'primary';

/**
 * Badge colours of the spec: Draft secondary; Open and Approved success; Waiting for Signing
 * warning; Rejected error; all others primary. Aliases share their canonical status's colour.
 */
export const statusBadgeColour = (status: string): BadgeColour => {
  switch (canonicalStatus(status) ?? status) {
    case 'Draft':
      return 'secondary';
    case 'Open':
    case 'Completed':
      return 'success';
    case 'Signing Process':
      return 'warning';
    case 'Rejected':
      return 'error';
    default:
      return 'primary';
  }
};
