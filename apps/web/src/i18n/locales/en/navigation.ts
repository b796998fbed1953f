/**
 * The menu's items and their descriptions, by the entry's key in config/navigation. The report
 * pages keep the spec's names (mostly Indonesian already) in both languages.
 */
export const navigation = {
  dashboard: 'Dashboard',
  creditApplication: 'Credit Application',
  creditApplicationDescription: 'Create, track and submit credit applications for your debiturs.',
  masterData: 'Master Data',
  masterDataDescription: 'Maintain the reference data and access rights the bank works with.',
  group: 'Group',
  branch: 'Branch',
  role: 'Role',
  userManagement: 'User Management',
  approvalAuthority: 'Approval Authority',
  documentCatalogue: 'Document Catalogue',
  debiturManagement: 'Debitur Management',
  approval: 'Approval',
  approvalDescription: 'Review credit applications that are waiting for a decision.',
  report: 'Report',
  profile: 'My Profile',
  reportDescription: 'Operational reports on guarantees, covernotes, maturities and documents.',
};
