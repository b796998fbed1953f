import type { Language } from '../preferences/languages';
import type { ReportDefinition } from './report-definition';
import { REPORT_BADGE_LABELS } from './report-badges';
import { REPORT_COLUMN_LABELS, reportTerm } from './reports.labels';
import type { ReportRow } from './reports.schemas';

/** A column of a report page as the screen and the export show it (after 'No'). */
export interface ReportTableColumn {
  /** 'creditAppNo' and 'badge' are drawn as a link and a badge on screen. */
  key: string;
  header: string;
  value: (row: ReportRow) => string;
}

/** A column of a report page on screen: its main value, then the values folded under it. */
export interface ReportScreenColumn {
  /** The key of its main value (the first line). */
  key: string;
  lines: ReportTableColumn[];
}

const APPLICATION_NO: ReportTableColumn = {
  key: 'creditAppNo',
  header: 'Application No.',
  value: (row) => row.application.creditAppNo,
};
const DEBITUR: ReportTableColumn = {
  key: 'debitur',
  header: 'Debitur',
  value: (row) => row.debitur?.name || '-',
};
const BRANCH: ReportTableColumn = {
  key: 'branch',
  header: 'Branch',
  value: (row) => row.branch?.name || '-',
};
const DUE_DATE: ReportTableColumn = {
  key: 'dueDate',
  header: 'Due Date',
  value: (row) => row.dueDate ?? '-',
};
const DAYS_LEFT: ReportTableColumn = {
  key: 'daysLeft',
  header: 'Days Left',
  value: (row) => (row.daysLeft === null ? '-' : String(row.daysLeft)),
};
const BADGE: ReportTableColumn = {
  key: 'badge',
  header: 'Status',
  value: (row) => REPORT_BADGE_LABELS.en[row.badge],
};

/** The page's own columns, each beside its place on screen. */
const placedColumns = (definition: ReportDefinition) =>
  definition.columns.map((column, index) => ({
    column,
    line: { key: `column-${index}`, header: column.header, value: column.value },
  }));

/**
 * The columns of a report page's export (design: Shared by every report page): Application No.,
 * Debitur, Branch, the page's own, then Due Date, Days Left and the badge; every value a column.
 */
export const reportColumns = (definition: ReportDefinition): ReportTableColumn[] => [
  APPLICATION_NO,
  DEBITUR,
  BRANCH,
  ...placedColumns(definition).map(({ line }) => line),
  DUE_DATE,
  DAYS_LEFT,
  BADGE,
];

const isShared = (key: string): key is keyof (typeof REPORT_COLUMN_LABELS)['en'] =>
  Object.hasOwn(REPORT_COLUMN_LABELS.en, key);

/** A column's header in `language`: a shared column's by its table, the page's own by its terms. */
export const reportColumnHeader = (column: ReportTableColumn, language: Language) =>
  isShared(column.key)
    ? REPORT_COLUMN_LABELS[language][column.key]
    : reportTerm(column.header, language);

/** A cell in `language` as the page shows it: the badge by its table, a value's terms (Yes). */
export const reportCell = (column: ReportTableColumn, row: ReportRow, language: Language) =>
  column.key === BADGE.key
    ? REPORT_BADGE_LABELS[language][row.badge]
    : reportTerm(column.value(row), language);

/**
 * The columns of a report page on screen, by what the page exists for (issue 34): the
 * application, the document's number, the debitur over its branch, then Due Date, Days Left and the
 * badge, so a wide screen shows them without scrolling sideways; the page's other columns follow,
 * each with the columns folded under it (ReportColumn.under). Values that repeat the due date are
 * the export's alone.
 */
export const reportScreenColumns = (definition: ReportDefinition): ReportScreenColumn[] => {
  const placed = placedColumns(definition);
  const [identity, ...others] = placed
    .filter(({ column }) => !column.under && !column.exportOnly)
    .map(({ column, line }) => ({
      key: line.key,
      lines: [
        line,
        ...placed
          .filter((folded) => folded.column.under === column.header)
          .map((folded) => folded.line),
      ],
    }));
  return [
    { key: APPLICATION_NO.key, lines: [APPLICATION_NO] },
    ...(identity ? [identity] : []),
    { key: DEBITUR.key, lines: [DEBITUR, BRANCH] },
    { key: DUE_DATE.key, lines: [DUE_DATE] },
    { key: DAYS_LEFT.key, lines: [DAYS_LEFT] },
    { key: BADGE.key, lines: [BADGE] },
    ...others,
  ];
};
