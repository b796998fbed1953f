import type { ReportDefinition } from '@creditdesk/domain/reports/report-definition';
import { reportColumns } from '@creditdesk/domain/reports/report-columns';
import type { ReportRow } from '@creditdesk/domain/reports/reports.schemas';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { CellText } from '../../../components/ui/cell-text';
import { useReport } from '../api/get-report';
import { applicationLinkColumn, daysLeftColumn, dueBadgeColumn } from './due-columns';
import { DueListTable, type DueListProps } from './due-list-table';
import { useReportTerm } from './use-report-term';

export interface ReportTableProps extends DueListProps<ReportRow> {
  definition: ReportDefinition;
}

/** The columns every report page shows, named in the catalogue under `reports.columns`. */
const SHARED_COLUMNS = new Set([
  'creditAppNo',
  'debitur',
  'branch',
  'dueDate',
  'daysLeft',
  'badge',
]);

/** The rows of a report page: its columns from the catalogue, Days Left and the badge. */
export function ReportTable({ definition, detailHref, ...list }: ReportTableProps) {
  const { t } = useTranslation();
  const term = useReportTerm();
  const report = useReport(definition.slug, list.params);
  const columns: DataTableColumn<ReportRow>[] = reportColumns(definition).map((raw) => {
    // The shared columns by their key; the page's own by the catalogue's name.
    const column = {
      ...raw,
      header: SHARED_COLUMNS.has(raw.key) ? t(`reports.columns.${raw.key}`) : term(raw.header),
    };
    switch (column.key) {
      case 'creditAppNo':
        return applicationLinkColumn(column, detailHref);
      case 'badge':
        // Room for the longest badge ('Due in 30 days'), which a wide page would squeeze.
        return dueBadgeColumn(column, 136);
      case 'daysLeft':
        return daysLeftColumn(column);
      case 'dueDate':
        return { key: column.key, header: column.header, noWrap: true, render: column.value };
      default:
        return {
          key: column.key,
          header: column.header,
          render: (row) => <CellText text={term(column.value(row))} />,
        };
    }
  });

  return <DueListTable {...list} label={definition.title} columns={columns} query={report} />;
}
