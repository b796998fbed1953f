import type { ReportDefinition } from './report-definition';
import { REPORT_BADGE_LABELS } from './report-badges';
import type { ReportRow } from './reports.schemas';

/** A column of a report page as the screen and the export show it (after 'No'). */
export interface ReportTableColumn {
  /** 'creditAppNo' and 'badge' are drawn as a link and a badge on screen. */
  key: string;
  header: string;
  value: (row: ReportRow) => string;
}

/**
 * The columns of a report page (design: Shared by every report page): Application No., Debitur,
 * Branch, the page's own, then Due Date, Days Left and the badge.
 */
export const reportColumns = (definition: ReportDefinition): ReportTableColumn[] => [
  { key: 'creditAppNo', header: 'Application No.', value: (row) => row.application.creditAppNo },
  { key: 'debitur', header: 'Debitur', value: (row) => row.debitur?.name || '-' },
  { key: 'branch', header: 'Branch', value: (row) => row.branch?.name || '-' },
  ...definition.columns.map((column, index) => ({
    key: `column-${index}`,
    header: column.header,
    value: column.value,
  })),
  { key: 'dueDate', header: 'Due Date', value: (row) => row.dueDate ?? '-' },
  {
    key: 'daysLeft',
    header: 'Days Left',
    value: (row) => (row.daysLeft === null ? '-' : String(row.daysLeft)),
  },
  { key: 'badge', header: 'Status', value: (row) => REPORT_BADGE_LABELS[row.badge] },
];
