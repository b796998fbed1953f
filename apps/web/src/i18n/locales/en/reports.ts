import { REPORT_BADGE_LABELS } from '@creditdesk/domain/reports/report-badges';
import { REPORT_COLUMN_LABELS, REPORT_TERMS } from '@creditdesk/domain/reports/reports.labels';

export const reports = {
  subtitle: 'What is due, what is overdue, what is still open: the nearest due date first.',
  searchPlaceholder: 'Search application no., debitur or number',
  columns: REPORT_COLUMN_LABELS.en,
  badges: REPORT_BADGE_LABELS.en,
  terms: REPORT_TERMS.en,
  filter: {
    optionsFailed: 'Failed to load data',
    any: 'Any {{label}}',
    all: 'All',
    yes: 'Yes',
    no: 'No',
    badge: 'Badge',
    allBadges: 'All badges',
    dueFrom: 'Due Date From',
    dueTo: 'Due Date To',
    group: 'Group',
    allGroups: 'All groups',
    debitur: 'Debitur',
    allDebiturs: 'All debiturs',
    branch: 'Branch',
    allBranches: 'All branches',
    creditType: 'Credit Type',
    allCreditTypes: 'All credit types',
    facilities: 'Facilities',
    allFacilities: 'All facilities',
    status: 'Application Status',
    allStatuses: 'All statuses',
  },
};
