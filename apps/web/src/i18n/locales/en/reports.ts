import { REPORT_BADGE_LABELS } from '@creditdesk/domain/reports/report-badges';

export const reports = {
  subtitle: 'What is due, what is overdue, what is still open: the nearest due date first.',
  searchPlaceholder: 'Search application no., debitur or number',
  columns: {
    creditAppNo: 'Application No.',
    debitur: 'Debitur',
    branch: 'Branch',
    dueDate: 'Due Date',
    daysLeft: 'Days Left',
    badge: 'Status',
  },
  // The domain's words, which the server's reminder emails use too.
  badges: REPORT_BADGE_LABELS,
  /**
   * The report catalogue's few English words, by their text; its other names are the design's
   * Indonesian ones and show as given.
   */
  terms: {
    'Ends Before Tenor End': 'Ends Before Tenor End',
    Accepted: 'Accepted',
    Yes: 'Yes',
    No: 'No',
  },
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
