import type {
  CreditApplication,
  CreditApplicationRow,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';

const STAMP = '2026-11-01T02:00:00.000Z';

type Debitur = NonNullable<CreditApplicationRow['debitur']>;

/** A debitur as an application carries it; Personal, in Bandung, unless told otherwise. */
export const applicationDebitur = (overrides: Partial<Debitur> = {}): Debitur => ({
  _id: 'd0a1c2d3-0000-4000-8000-000000000001',
  type: 'Personal',
  fullName: 'Budi Santoso',
  companyName: null,
  email: null,
  relatedGroup: { _id: 'g-1', groupName: 'Jawa Barat' },
  relatedBranch: { _id: 'b-1', branchName: 'Bandung Dago' },
  debiturPhotos: [],
  ...overrides,
});

/** A list row of an Open application for an existing debitur; overrides change what a test is about. */
export const creditApplicationRow = (
  overrides: Partial<CreditApplicationRow> = {},
): CreditApplicationRow => ({
  _id: 'a0a1c2d3-0000-4000-8000-000000000001',
  version: 1,
  created: STAMP,
  modified: STAMP,
  statusChanged: STAMP,
  creditAppNo: 'CA-2026-000001',
  creditAppDate: '2026-11-01',
  type: 'Personal',
  joinType: 'Existing Debitur',
  status: 'Open',
  isArchive: false,
  creditType: { _id: 'c0a1c2d3-0000-4000-8000-000000000001', creditappName: 'Kredit Modal Kerja' },
  plafond: { $numberDecimal: '150000000' },
  tenorStartDate: '2026-01-01',
  tenorEndDate: '2027-01-01',
  creditDesc: 'Working capital',
  debitur: applicationDebitur(),
  group: { _id: 'g-1', groupName: 'Jawa Barat' },
  branch: { _id: 'b-1', branchName: 'Bandung Dago' },
  facilities: [{ _id: 'f0a1c2d3-0000-4000-8000-000000000001', facilityName: 'Overdraft' }],
  createdBy: { _id: 'u-1', name: 'Officer' },
  approval: { tier: null, required: null, given: 0, approvers: [] },
  ...overrides,
});

/** The detail of an application: a row with its signing history, decision and documents. */
export const creditApplication = (
  overrides: Partial<CreditApplication> = {},
): CreditApplication => ({
  ...creditApplicationRow(),
  signingHistory: [],
  decisionReason: null,
  approval: {
    tier: null,
    required: null,
    given: 0,
    approvers: [],
    approvals: [],
    rolesNeeded: [],
    canDecide: true,
  },
  documents: [],
  ...overrides,
});
