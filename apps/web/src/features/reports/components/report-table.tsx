import type { ReportDefinition } from '@creditdesk/domain/reports/report-definition';
import {
  reportScreenColumns,
  type ReportTableColumn,
} from '@creditdesk/domain/reports/report-columns';
import type { ReportRow } from '@creditdesk/domain/reports/reports.schemas';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { useReport } from '../api/get-report';
import { CellLines } from './cell-lines';
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

/**
 * The rows of a report page: the application, the document and the debitur, Due Date, Days Left
 * and the badge, then the page's other columns; a column's folded values are lines under its own.
 */
export function ReportTable({ definition, detailHref, ...list }: ReportTableProps) {
  const { t } = useTranslation();
  const term = useReportTerm();
  const report = useReport(definition.slug, list.params);
  // The shared columns by their key; the page's own by the catalogue's name.
  const headerOf = (line: ReportTableColumn) =>
    SHARED_COLUMNS.has(line.key) ? t(`reports.columns.${line.key}`) : term(line.header);
  const columns: DataTableColumn<ReportRow>[] = reportScreenColumns(definition).map(
    ({ key, lines }) => {
      const heading = { key, header: lines.map(headerOf).join(' / ') };
      switch (key) {
        case 'creditAppNo':
          return applicationLinkColumn(heading, detailHref);
        case 'badge':
          return dueBadgeColumn(heading);
        case 'daysLeft':
          return daysLeftColumn(heading);
        case 'dueDate':
          return { ...heading, noWrap: true, render: (row) => row.dueDate ?? '-' };
        default:
          return {
            ...heading,
            render: (row) => <CellLines lines={lines.map((line) => term(line.value(row)))} />,
          };
      }
    },
  );

  return <DueListTable {...list} label={definition.title} columns={columns} query={report} />;
}
