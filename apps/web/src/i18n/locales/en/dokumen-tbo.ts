import {
  DEFERRAL_STATUS_LABELS,
  DOKUMEN_TBO_COLUMN_LABELS,
} from '@creditdesk/domain/reports/reports.labels';
export const dokumenTbo = {
  subtitle:
    'Mandatory documents deferred to a promised date (to be obtained): the overdue first, then the nearest promise.',
  searchPlaceholder: 'Search application no., debitur or type',
  columns: DOKUMEN_TBO_COLUMN_LABELS.en,
  statuses: DEFERRAL_STATUS_LABELS.en,
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
