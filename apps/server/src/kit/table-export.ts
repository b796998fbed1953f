import { PassThrough, Readable } from 'node:stream';
import { setImmediate as turnOfTheLoop } from 'node:timers/promises';
import type { Labels, Language } from '@creditdesk/domain/preferences/languages';
import type { FastifyReply } from 'fastify';
import { auditChange } from './audited-write';
import { actorOf } from '../plugins/actor';
import { writeWorkbook } from '../core/xlsx-stream';

/**
 * A header or sheet name in each language; a plain string is the same in both (the spec's
 * Indonesian names, 'No', 'Email').
 */
export type ExportText = string | Record<Language, string>;

const inLanguage = (text: ExportText, language: Language) =>
  typeof text === 'string' ? text : text[language];

type Cell = string | number | null | undefined;

export interface ExportColumn<T> {
  header: ExportText;
  /**
   * The cell as the list shows it, its fixed words (a status, yes or no) in the requester's
   * `language`; `index` counts rows from 0.
   */
  value: (row: T, index: number, language: Language) => Cell;
  width?: number;
}

/** A column in the requester's language: its header and its cells. */
export interface SpokenColumn<T> {
  header: string;
  value: (row: T, index: number) => Cell;
  width?: number;
}

/** The list's 'No' column. */
export const numberColumn = <T>(): SpokenColumn<T> => ({
  header: 'No',
  value: (_row, index) => index + 1,
  width: 6,
});

/** A column whose cell reads '-' where the row has nothing to show (null, undefined or ''). */
export const dashedColumn = <T>(
  header: ExportText,
  width: number,
  value: (row: T, language: Language) => Cell,
): ExportColumn<T> => ({
  header,
  width,
  value: (row, _index, language) => {
    const cell = value(row, language);
    return cell === null || cell === undefined || cell === '' ? '-' : cell;
  },
});

/**
 * A column whose cell is one of a fixed set of words (a status, a type), named by the domain's
 * table in the requester's language as the screens name it; '-' where the row has none, and a
 * stored value the table does not hold as it is stored.
 */
export const labelColumn = <T, Key extends string>(
  header: ExportText,
  width: number,
  labels: Labels<Key>,
  key: (row: T) => string | null | undefined,
): ExportColumn<T> =>
  dashedColumn(header, width, (row, language) => {
    const stored = key(row);
    const words: Record<string, string> = labels[language];
    return stored && Object.hasOwn(words, stored) ? words[stored] : stored;
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

/**
 * The rows of an export: how many (known before the first is read, so the audit row is written
 * before any byte is sent) and the rows themselves, a batch at a time, so that neither the rows
 * nor the file are ever held whole in memory.
 */
export interface ExportRows<T> {
  count: number;
  batches: AsyncIterable<T[]>;
}

/**
 * Rows an export reads from the database at a time. A batch's records are mapped (Drizzle, then
 * the module's row) in one stretch of the event loop that no other request can interrupt, so a
 * batch is small; the SQL of 40,000 rows took as long in batches of 100 as of 250
 * (docs/decisions.md, Exports under load).
 */
export const EXPORT_BATCH_ROWS = 100;

/** A list already in memory (a small master-data table) as one batch. */
const asExportRows = <T>(rows: T[] | ExportRows<T>): ExportRows<T> =>
  Array.isArray(rows)
    ? {
        count: rows.length,
        batches: (async function* () {
          yield rows;
        })(),
      }
    : rows;

/** Rows written between two turns of the event loop, so other requests are served meanwhile. */
const ROWS_PER_TURN = 50;

/**
 * The batches with the next one already asked for while the caller writes this one, so the
 * database reads and the file is written side by side. A caller that stops early (the client
 * went away) closes the source once its pending read has settled.
 */
export async function* readAhead<T>(batches: AsyncIterable<T>): AsyncGenerator<T> {
  const source = batches[Symbol.asyncIterator]();
  let next = source.next();
  let finished = false;
  try {
    for (;;) {
      const current = await next;
      if (current.done) {
        finished = true;
        return;
      }
      next = source.next();
      yield current.value;
    }
  } finally {
    if (!finished)
      void next.then(
        () => source.return?.(),
        () => undefined,
      );
  }
}

const cellsOf = <T>(columns: SpokenColumn<T>[], row: T, index: number) =>
  columns.map((column) => neutraliseCell(column.value(row, index)));

/**
 * The rows ROWS_PER_TURN at a time, each group after a turn of the event loop: a batch arrives
 * in the same stretch as its mapping, so its first group is written in the next one, and no
 * stretch holds more than one group's cells and text.
 */
async function* rowGroups<T>(batches: AsyncIterable<T[]>) {
  for await (const batch of batches)
    for (let start = 0; start < batch.length; start += ROWS_PER_TURN) {
      await turnOfTheLoop();
      yield batch.slice(start, start + ROWS_PER_TURN);
    }
}

/** The CSV text of the rows, a group at a time; the byte-order mark makes Excel read UTF-8. */
export async function* csvChunks<T>(columns: SpokenColumn<T>[], batches: AsyncIterable<T[]>) {
  yield `\uFEFF${columns.map((column) => csvField(column.header)).join(',')}\r\n`;
  let index = 0;
  for await (const group of rowGroups(batches)) {
    let text = '';
    for (const row of group)
      text += `${cellsOf(columns, row, index++).map(csvField).join(',')}\r\n`;
    yield text;
  }
}

/** The rows' cells, a group at a time. */
async function* cellGroups<T>(columns: SpokenColumn<T>[], batches: AsyncIterable<T[]>) {
  let index = 0;
  for await (const group of rowGroups(batches))
    yield group.map((row) => cellsOf(columns, row, index++));
}

/** The workbook of the rows, streamed as it is written (`writeWorkbook`). */
const xlsxStream = <T>(
  sheetName: string,
  columns: SpokenColumn<T>[],
  batches: AsyncIterable<T[]>,
) => {
  const output = new PassThrough();
  writeWorkbook(output, {
    name: sheetName.slice(0, 31),
    columns: columns.map((column) => ({
      header: column.header,
      width: column.width ?? Math.max(12, column.header.length + 4),
    })),
    rows: cellGroups(columns, batches),
  }).catch((error: unknown) => output.destroy(error as Error));
  return output;
};

/**
 * Sends a list as a download: `<name>-<yyyy-mm-dd>.xlsx` or `.csv`, streamed as it is written,
 * its headers, cells and sheet in the requester's language. Every export goes through here, so
 * here it is written to the audit log: who, which list, with which query, how many rows.
 */
export const sendTableExport = async <T>(
  reply: FastifyReply,
  options: {
    name: string;
    sheetName: ExportText;
    format: ExportFormat;
    columns: ExportColumn<T>[];
    rows: T[] | ExportRows<T>;
    /** The date in the file name (yyyy-MM-dd); today in UTC unless given. */
    date?: string;
  },
) => {
  const date = options.date ?? new Date().toISOString().slice(0, 10);
  const filename = `${options.name}-${date}.${options.format}`;
  const { count, batches: source } = asExportRows(options.rows);
  const batches = readAhead(source);
  const actor = actorOf(reply.request);
  const language = await reply.server.languageOf(actor.userId);
  const columns = options.columns.map((column): SpokenColumn<T> => ({
    header: inLanguage(column.header, language),
    value: (row, index) => column.value(row, index, language),
    width: column.width,
  }));
  await auditChange(reply.server.db, actor, {
    entity: 'export',
    entityId: options.name,
    action: 'exported',
    after: { format: options.format, rows: count, query: reply.request.query },
  });
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  return options.format === 'csv'
    ? reply.type('text/csv; charset=utf-8').send(Readable.from(csvChunks(columns, batches)))
    : reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(xlsxStream(inLanguage(options.sheetName, language), columns, batches));
};
