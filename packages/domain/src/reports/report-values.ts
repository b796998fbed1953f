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
export const tenorColumn: ReportColumn = {
  header: 'Ends Before Tenor End',
  value: (row) => (row.endsBeforeTenor ? 'Yes' : 'No'),
};
