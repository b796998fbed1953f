import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import type { MARITAL_STATUSES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type pg from 'pg';

/** The shape of the generated book: its status mix, histories, documents, and the SQL to draw them. */

export const YEARS = 5;
export const STAFF = 40;
export const ARCHIVED_SHARE = 0.03;
export const PERSONAL_SHARE = 0.75;

/** Credit types by the seeded names: consumer ones for people, business ones for companies. */
export const PERSONAL_CREDIT_TYPES = [
  'Kredit Konsumsi',
  'Kredit Pemilikan Rumah',
  'Kredit Multiguna',
];
export const ENTERPRISE_CREDIT_TYPES = [
  'Kredit Modal Kerja',
  'Kredit Investasi',
  'Kredit Multiguna',
];
export const TENOR_MONTHS = [12, 24, 36, 48, 60, 120];

/**
 * Status mix of a real book: an application older than half a year has mostly been decided;
 * a recent one is more often still on its way. Weights need not add up to 1.
 */
export const RECENT_DAYS = 180;
export const RECENT_STATUSES: Record<CreditApplicationStatus, number> = {
  Draft: 8,
  Open: 30,
  'Signing Process': 12,
  'Credit Approved': 18,
  'Waiting for Review': 10,
  Completed: 15,
  Rejected: 7,
};
export const SETTLED_STATUSES: Record<CreditApplicationStatus, number> = {
  Draft: 2,
  Open: 6,
  'Signing Process': 2,
  'Credit Approved': 22,
  'Waiting for Review': 3,
  Completed: 55,
  Rejected: 10,
};
/** The version an application has after the steps that brought it to its status. */
export const VERSION_AT: Record<CreditApplicationStatus, number> = {
  Draft: 1,
  Open: 2,
  'Signing Process': 3,
  'Credit Approved': 4,
  'Waiting for Review': 5,
  Completed: 6,
  Rejected: 6,
};
export const MARITAL_MIX: Record<(typeof MARITAL_STATUSES)[number], number> = {
  Single: 30,
  Married: 60,
  Divorced: 6,
  Widowed: 4,
};
/** The statuses an application passed through to reach its own (the signing history). */
export const PATH_TO: Record<CreditApplicationStatus, CreditApplicationStatus[]> = {
  Draft: ['Draft'],
  Open: ['Open'],
  'Signing Process': ['Open', 'Signing Process'],
  'Credit Approved': ['Open', 'Signing Process', 'Credit Approved'],
  'Waiting for Review': ['Open', 'Signing Process', 'Credit Approved', 'Waiting for Review'],
  Completed: ['Open', 'Signing Process', 'Credit Approved', 'Waiting for Review', 'Completed'],
  Rejected: ['Open', 'Signing Process', 'Credit Approved', 'Waiting for Review', 'Rejected'],
};
export const STEPS_TAKEN: Record<CreditApplicationStatus, number> = Object.fromEntries(
  Object.entries(PATH_TO).map(([status, path]) => [status, path.length - 1]),
) as Record<CreditApplicationStatus, number>;
/** Days between two steps of the path. */
export const STEP_DAYS = 3;
/** The timeline event of each step: the first is the creation. */
export const STEP_EVENTS: Record<string, string> = {
  'Signing Process': 'status',
  'Credit Approved': 'status',
  'Waiting for Review': 'submitted',
  Completed: 'approved',
  Rejected: 'rejected',
};
export const DECISION_REASONS = [
  'Collateral covers the plafond with a comfortable margin',
  'Repayment capacity confirmed by the account statements',
  'SLIK shows a clean repayment record',
  'Collateral value too low for the requested plafond',
  'Debt service ratio above the policy limit',
  '',
];
/** Statuses whose applications hold documents (the Document Management card is shown). */
export const DOCUMENT_STATUSES = ['Credit Approved', 'Waiting for Review', 'Completed', 'Rejected'];
/** The share of a Credit Approved application's mandatory documents already uploaded. */
export const APPROVED_UPLOAD_SHARE = 0.7;
/** Each optional type is present with this probability; this share of documents has a new file. */
export const OPTIONAL_SHARE = 0.05;
export const REPLACED_SHARE = 0.2;
/** This share of the files from Credit Approved on defers one mandatory document (TBO). */
export const DEFERRAL_SHARE = 0.08;
export const DEFERRAL_REASONS = [
  'Certificate still at the land office for the mortgage registration',
  'Insurance policy issued after the signing',
  'Notary deed being registered',
  'Vehicle ownership book (BPKB) follows the delivery',
];
/** A Draft may leave the credit fields empty; this share of Drafts does. */
export const EMPTY_DRAFT_SHARE = 0.4;
/** The tables the generator fills; their secondary indexes are built after the load. */
export const BULK_TABLES = [
  'debiturs',
  'credit_applications',
  'credit_application_facilities',
  'credit_application_signing',
  'credit_application_events',
  'credit_application_documents',
  'credit_application_document_versions',
  'credit_application_approvals',
  'document_deferrals',
];
export const MASTER_TABLES = ['groups', 'branches', 'branch_groups', 'users', 'facilities'];

/** A CASE choosing among `weights` by the uniform random column `r`. */
export const weightedCase = (client: pg.Client, r: string, weights: Record<string, number>) => {
  const entries = Object.entries(weights);
  const sum = entries.reduce((total, [, weight]) => total + weight, 0);
  let cumulative = 0;
  const branches = entries.map(([value, weight]) => {
    cumulative += weight / sum;
    return `when ${r} < ${cumulative} then ${client.escapeLiteral(value)}`;
  });
  return `(case ${branches.join(' ')} else ${client.escapeLiteral(entries.at(-1)?.[0] ?? '')} end)`;
};

/** A CASE mapping each status to a number. */
export const statusCase = (client: pg.Client, column: string, values: Record<string, number>) =>
  `(case ${column} ${Object.entries(values)
    .map(([status, value]) => `when ${client.escapeLiteral(status)} then ${value}`)
    .join(' ')} end)`;

/** `array[...]`[1 + floor(r * length)]: a uniformly chosen element. */
export const pick = (array: string, r = 'random()') =>
  `(${array})[1 + floor(${r} * cardinality(${array}))::int]`;
