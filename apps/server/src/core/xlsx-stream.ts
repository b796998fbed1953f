import type { Writable } from 'node:stream';
import { ZipStream } from './zip-stream';

export type SheetCell = string | number;

export interface SheetColumn {
  header: string;
  /** In characters, as spreadsheets measure columns. */
  width: number;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const ROOT_RELATIONSHIPS = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="${PACKAGE_RELATIONSHIPS}/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

const WORKBOOK_RELATIONSHIPS = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`;

/** Two cell formats: 0 plain, 1 bold (the header row). */
const STYLES = `${XML_DECLARATION}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
const BOLD = 1;

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// eslint-disable-next-line no-control-regex -- these are the characters XML 1.0 cannot hold
const NOT_XML = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text as XML character data: markup escaped, and the control characters XML forbids dropped. */
const xmlText = (text: string) => text.replace(NOT_XML, (c) => ESCAPED[c] ?? '');

/** 'A', 'B', ... 'Z', 'AA', ...: a column's name in a cell reference. */
const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') +
  String.fromCharCode(65 + (index % 26));

const coreProperties = (created: Date) =>
  `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>CreditDesk</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${created.toISOString().slice(0, 19)}Z</dcterms:created></cp:coreProperties>`;

const workbook = (sheetName: string) =>
  `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** The sheet up to its rows: the header row stays in view (frozen), and each column's width. */
const sheetStart = (columns: SheetColumn[]) =>
  `${XML_DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join('')}</cols><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

/**
 * Writes the rows of one sheet as XML. Text goes into each cell (inline strings): a shared-string
 * table would have to be held whole until the end, or written before the rows it indexes.
 */
class SheetRows {
  private readonly names: string[];
  private rowNumber = 0;

  constructor(columnCount: number) {
    this.names = Array.from({ length: columnCount }, (_, index) => columnName(index));
  }

  row(cells: SheetCell[], style?: number) {
    const r = ++this.rowNumber;
    const s = style ? ` s="${style}"` : '';
    let xml = `<row r="${r}">`;
    cells.forEach((cell, index) => {
      if (cell === '') return; // an empty cell is no cell
      const ref = `${this.names[index] ?? columnName(index)}${r}`;
      xml +=
        typeof cell === 'number' && Number.isFinite(cell)
          ? `<c r="${ref}"${s}><v>${cell}</v></c>`
          : `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(String(cell))}</t></is></c>`;
    });
    return `${xml}</row>`;
  }
}

/**
 * A workbook of one sheet streamed into `output` as its rows arrive: the header row in bold, then
 * each group of rows `rows` yields, turned into XML and deflated at once, so memory holds about
 * one group whatever the number of rows. ExcelJS's streaming writer spent some 7.5 µs a cell
 * (6 s for 40,000 rows of 20 columns); this spends under 2 (docs/decisions.md, Exports).
 */
export const writeWorkbook = async (
  output: Writable,
  sheet: { name: string; columns: SheetColumn[]; rows: AsyncIterable<SheetCell[][]> },
) => {
  const zip = new ZipStream(output);
  zip.addFile('[Content_Types].xml', CONTENT_TYPES);
  zip.addFile('_rels/.rels', ROOT_RELATIONSHIPS);
  zip.addFile('docProps/core.xml', coreProperties(new Date()));
  zip.addFile('xl/workbook.xml', workbook(sheet.name));
  zip.addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELATIONSHIPS);
  zip.addFile('xl/styles.xml', STYLES);
  const rows = new SheetRows(sheet.columns.length);
  await zip.addStream('xl/worksheets/sheet1.xml', async (append) => {
    await append(
      sheetStart(sheet.columns) +
        rows.row(
          sheet.columns.map((column) => column.header),
          BOLD,
        ),
    );
    for await (const group of sheet.rows)
      await append(group.map((cells) => rows.row(cells)).join(''));
    await append(SHEET_END);
  });
  zip.finish();
};
