import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';

type ReportFigures = Dashboard['reports'][number];

/** A report's counts on the dashboard: Covernote Notaris, 2 overdue and 5 due within 30 days. */
export const reportFigures = (overrides: Partial<ReportFigures> = {}): ReportFigures => ({
  slug: 'covernote-notaris',
  title: 'Covernote Notaris',
  overdue: 2,
  overdueCapped: false,
  dueIn30: 5,
  dueIn30Capped: false,
  ...overrides,
});

/**
 * The dashboard of a role that reads it all: one application waiting for review at the Kepala
 * Cabang tier, four decided in 30 days (median 2 days 5 hours), one report.
 */
export const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  today: '2026-03-10',
  applications: [{ status: 'Waiting for Review', count: 1 }],
  approvalQueue: {
    size: 1,
    oldest: {
      _id: 'app-1',
      creditAppNo: 'CA-2026-000001',
      debiturName: 'Rina',
      waitingSince: '2026-03-01T02:00:00.000Z',
    },
    byTier: [{ tier: 'Kepala Cabang', count: 1 }],
    decided30Days: 4,
    medianDecisionSeconds: 2 * 24 * 3600 + 5 * 3600,
  },
  reports: [reportFigures()],
  ...overrides,
});
