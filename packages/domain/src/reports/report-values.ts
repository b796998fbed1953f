import { dateRangeText } from '../shared/dates';
import { formatRupiah } from '../shared/money';
import type { ReportColumn } from './report-definition';

/**
 * How a report page's own columns show document metadata, on screen and in exports: '-' for an
 * empty value.
 */
export const dash = (value: string | undefined) => (value ? value : '-');
export const first = (metadata: Record<string, string>, fields: readonly string[]) =>
  dash(fields.map((name) => metadata[name]).find(Boolean));
export const money = (value: string | undefined) => {
  if (!value) return '-';
  try {
    return formatRupiah(value);
  } catch {
    return value;
  }
};
export const range = (start: string | undefined, end: string | undefined) =>
  dateRangeText(start, end);

export const meta = (header: string, field: string): ReportColumn => ({
  header,
  value: (row) => dash(row.metadata[field]),
});
export const moneyMeta = (header: string, field: string): ReportColumn => ({
  header,
  value: (row) => money(row.metadata[field]),
});
/** A count with its unit ('30 hari', '120 m²'). */
export const counted = (header: string, field: string, unit: string): ReportColumn => ({
  header,
  value: (row) => (row.metadata[field] ? `${row.metadata[field]} ${unit}` : '-'),
});
export const tenorColumn: ReportColumn = {
  header: 'Ends Before Tenor End',
  value: (row) => (row.endsBeforeTenor ? 'Yes' : 'No'),
};

/** A column shown on screen as a second line under the column of `header` (see ReportColumn). */
export const under = (header: string, column: ReportColumn): ReportColumn => ({
  ...column,
  under: header,
});
/** A column that repeats the due date: the export's alone (see ReportColumn). */
export const exportOnly = (column: ReportColumn): ReportColumn => ({ ...column, exportOnly: true });
