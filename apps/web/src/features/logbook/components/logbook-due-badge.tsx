import type { LogbookEntry } from '@creditdesk/domain/logbook/logbook.schemas';
import { daysLeft, PLAIN_DUE_RULE, reportBadge } from '@creditdesk/domain/reports/report-badges';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { DueBadge } from '../../../components/ui/due-badge';

type DueFields = Pick<LogbookEntry, 'targetDate' | 'status'>;

/** Days from the bank's today to the call's target date; none once the call is closed. */
export const daysLeftOf = (entry: DueFields) =>
  entry.status === 'Closed' ? null : daysLeft(entry.targetDate, businessToday());

/** The call's badge by the report pages' rule: its target date is its due date. */
export function LogbookDueBadge({ entry }: { entry: DueFields }) {
  const badge = reportBadge(
    PLAIN_DUE_RULE,
    { dueDate: entry.targetDate, done: entry.status === 'Closed' },
    businessToday(),
  );
  return <DueBadge badge={badge} />;
}
