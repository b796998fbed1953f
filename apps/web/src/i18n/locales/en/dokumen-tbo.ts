export const dokumenTbo = {
  subtitle:
    'Mandatory documents deferred to a promised date (to be obtained): the overdue first, then the nearest promise.',
  searchPlaceholder: 'Search application no., debitur or type',
  columns: {
    creditAppNo: 'Application No.',
    debitur: 'Debitur',
    branch: 'Branch',
    documentType: 'Document Type',
    status: 'Deferral Status',
    promisedDate: 'Promised Date',
    daysLeft: 'Days Left',
    badge: 'Due',
  },
  statuses: { Requested: 'Requested', Granted: 'Granted' },
  filter: {
    badge: 'Badge',
    allBadges: 'All badges',
    status: 'Deferral Status',
    allStatuses: 'All statuses',
    branch: 'Branch',
    allBranches: 'All branches',
    promisedFrom: 'Promised Date From',
    promisedTo: 'Promised Date To',
  },
};
