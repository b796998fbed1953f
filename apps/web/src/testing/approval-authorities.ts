import type { ApprovalAuthority } from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { storedRecord } from './stored-record';

/**
 * The Kepala Cabang's tier: up to Rp 500.000.000, every credit type, one approval; overrides say
 * what a test is about.
 */
export const approvalAuthority = (
  overrides: Partial<ApprovalAuthority> = {},
): ApprovalAuthority => ({
  ...storedRecord('t1'),
  name: 'Wewenang Kepala Cabang',
  plafondFrom: { $numberDecimal: '0.00' },
  plafondTo: { $numberDecimal: '500000000.00' },
  requiredApprovals: 1,
  roles: [{ _id: 'r1', name: 'Kepala Cabang' }],
  creditTypes: [],
  ...overrides,
});
