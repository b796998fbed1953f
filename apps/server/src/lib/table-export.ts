import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { recordAudit } from '../modules/audit/audit.repository';
import { actorOf } from './actor';

export interface ExportColumn<T> {
  header: string;
  /** The cell as the list shows it; `index` counts rows from 0. */
  value: (row: T, index: number) => string | number | null | undefined;
  width?: number;
}

/** The list's 'No' column. */
export const numberColumn = <T>(): ExportColumn<T> => ({
  header: 'No',
  value: (_row, index) => index + 1,
  width: 6,
});

export type ExportFormat = 'xlsx' | 'csv';

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading apostrophe, so exported data can never run as a formula.
 */
export const neutraliseCell = (value: string | number | null | undefined): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  // A lone '-' (an empty value as lists show it) cannot be a formula and stays as it is.
  return value !== '-' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
};

const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const toCsv = <T>(columns: ExportColumn<T>[], rows: T[]) => {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  rows.forEach((row, index) =>
    lines.push(
      columns.map((column) => csvField(neutraliseCell(column.value(row, index)))).join(','),
    ),
  );
  // The byte-order mark makes Excel read the file as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
};

export const toXlsx = async <T>(sheetName: string, columns: ExportColumn<T>[], rows: T[]) => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CreditDesk';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  rows.forEach((row, index) =>
    sheet.addRow(columns.map((column) => neutraliseCell(column.value(row, index)))),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/**
 * Sends a list as a download: `<name>-<yyyy-mm-dd>.xlsx` or `.csv`. Every export goes through
 * here, so here it is written to the audit log: who, which list, with which query, how many rows.
 */
export const sendTableExport = async <T>(
  reply: FastifyReply,
  options: {
    name: string;
    sheetName: string;
    format: ExportFormat;
    columns: ExportColumn<T>[];
    rows: T[];
    /** The date in the file name (yyyy-MM-dd); today in UTC unless given. */
    date?: string;
  },
) => {
  const date = options.date ?? new Date().toISOString().slice(0, 10);
  const filename = `${options.name}-${date}.${options.format}`;
  const body =
    options.format === 'csv'
      ? toCsv(options.columns, options.rows)
      : await toXlsx(options.sheetName, options.columns, options.rows);
  const actor = actorOf(reply.request);
  await recordAudit(reply.server.db, {
    actorId: actor.userId,
    entity: 'export',
    entityId: options.name,
    action: 'exported',
    after: { format: options.format, rows: options.rows.length, query: reply.request.query },
    requestId: actor.requestId,
  });
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  return options.format === 'csv'
    ? reply.type('text/csv; charset=utf-8').send(body)
    : reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(body);
};
