import {
  REPORT_BADGE_COLOURS,
  type ReportBadge as Badge,
} from '@creditdesk/domain/reports/report-catalogue';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** A report row's due badge: its word and its colour. */
export function ReportBadge({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  return <StatusBadge status={t(`reports.badges.${badge}`)} colour={REPORT_BADGE_COLOURS[badge]} />;
}
