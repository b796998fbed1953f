import { daysLeft, dueBadge, type DueBadge } from '@creditdesk/domain/shared/due';
import type { BadgeColour } from '@creditdesk/domain/credit-applications/credit-application-status';
import type { LogbookEntry } from '@creditdesk/domain/logbook/logbook.schemas';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** The report pages' badge colours (design/reports.md). */
const BADGE_COLOURS: Record<DueBadge, BadgeColour> = {
  Overdue: 'error',
  'Due in 30 days': 'warning',
  'Due in 90 days': 'primary',
  Active: 'success',
  Done: 'secondary',
};

/** Days from the bank's today to the call's target date; none once the call is closed. */
export const daysLeftOf = (entry: Pick<LogbookEntry, 'targetDate' | 'status'>) =>
  entry.status === 'Closed' ? null : daysLeft(entry.targetDate);

export function LogbookDueBadge({ entry }: { entry: Pick<LogbookEntry, 'targetDate' | 'status'> }) {
  const { t } = useTranslation();
  const badge = dueBadge(daysLeftOf(entry) ?? 0, entry.status === 'Closed');
  return <StatusBadge status={t(`logbook.badges.${badge}`)} colour={BADGE_COLOURS[badge]} />;
}
