import type { ReportBadge } from '@creditdesk/domain/reports/report-badges';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { DueBadge } from '../../../components/ui/due-badge';

/** A row of a due list (a report page, Dokumen TBO): its application, days left and badge. */
interface DueRow {
  application: { creditAppNo: string };
  daysLeft: number | null;
  badge: ReportBadge;
}

/** A column's key and its header in the user's language. */
interface Heading {
  key: string;
  header: string;
}

/** The application's number, linking to its detail at the row's document category. */
export const applicationLinkColumn = <T extends DueRow>(
  { key, header }: Heading,
  detailHref: (row: T) => string,
): DataTableColumn<T> => ({
  key,
  header,
  noWrap: true,
  render: (row) => (
    <Anchor component={Link} to={detailHref(row)} fw={500} size="sm">
      {row.application.creditAppNo}
    </Anchor>
  ),
});

/** Days Left, bold and red once overdue; '-' for a row without a due date. */
export const daysLeftColumn = <T extends DueRow>({ key, header }: Heading): DataTableColumn<T> => ({
  key,
  header,
  align: 'right',
  noWrap: true,
  render: ({ daysLeft }) =>
    daysLeft === null ? (
      '-'
    ) : (
      <Text size="sm" fw={daysLeft < 0 ? 600 : undefined} c={daysLeft < 0 ? 'red.8' : undefined}>
        {daysLeft}
      </Text>
    ),
});

/** The due badge, its column as wide as the badge's word in the page's language. */
export const dueBadgeColumn = <T extends DueRow>({ key, header }: Heading): DataTableColumn<T> => ({
  key,
  header,
  noWrap: true,
  render: (row) => <DueBadge badge={row.badge} />,
});
