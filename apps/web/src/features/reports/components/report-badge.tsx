import {
  REPORT_BADGE_COLOURS,
  REPORT_BADGE_LABELS,
  type ReportBadge as Badge,
} from '@creditdesk/domain/reports/report-catalogue';
import { StatusBadge } from '../../../components/ui/status-badge';

/** A report row's due badge: its word and its colour. */
export function ReportBadge({ badge }: { badge: Badge }) {
  return <StatusBadge status={REPORT_BADGE_LABELS[badge]} colour={REPORT_BADGE_COLOURS[badge]} />;
}
