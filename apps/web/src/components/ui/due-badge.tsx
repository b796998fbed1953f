import { REPORT_BADGE_COLOURS, type ReportBadge } from '@creditdesk/domain/reports/report-badges';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge';

/** A due item's badge, on the report pages and in the call logbook: its word and its colour. */
export function DueBadge({ badge }: { badge: ReportBadge }) {
  const { t } = useTranslation();
  return <StatusBadge status={t(`reports.badges.${badge}`)} colour={REPORT_BADGE_COLOURS[badge]} />;
}
