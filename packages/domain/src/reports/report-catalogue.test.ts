import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES_BY_CODE, shippedReportOf } from '../documents/document-catalogue';
import { badgesOf, badgeCondition, daysLeft, reportBadge } from './report-badges';
import { REPORT_DEFINITIONS, reportDefinition } from './report-catalogue';
import { LANGUAGES } from '../preferences/languages';
import { reportColumnHeader, reportColumns, reportScreenColumns } from './report-columns';
import { DOKUMEN_TBO_COLUMN_LABELS } from './reports.labels';

const TODAY = '2026-03-10';
const definitionOf = (slug: string) => {
  const definition = reportDefinition(slug);
  if (!definition) throw new Error(`no report ${slug}`);
  return definition;
};

describe('report catalogue', () => {
  it('has shipped types for each report: those naming it, or those of the report it narrows', () => {
    for (const definition of REPORT_DEFINITIONS) {
      const source = definition.typesOf ?? definition.slug;
      const codes = [...DOCUMENT_TYPES_BY_CODE.keys()].filter(
        (code) => shippedReportOf(code) === source,
      );
      expect(codes.length, definition.slug).toBeGreaterThan(0);
    }
    expect(shippedReportOf('dokumen-sertifikat')).toBe('master-document-jaminan');
    expect(REPORT_DEFINITIONS.map((definition) => definition.slug)).not.toContain(
      'logbook-incoming-call',
    );
  });

  it('counts days left on the calendar, negative when past', () => {
    expect(daysLeft('2026-03-10', TODAY)).toBe(0);
    expect(daysLeft('2026-03-20', TODAY)).toBe(10);
    expect(daysLeft('2026-03-09', TODAY)).toBe(-1);
    expect(daysLeft('2026-03-31', '2026-03-28')).toBe(3);
  });

  it('gives the due buckets of a page', () => {
    const notaris = definitionOf('covernote-notaris');
    const badge = (dueDate: string | null, done = false) =>
      reportBadge(notaris, { dueDate, done }, TODAY);
    expect(badge('2026-03-09')).toBe('overdue');
    expect(badge('2026-03-10')).toBe('due-30');
    expect(badge('2026-04-09')).toBe('due-30');
    expect(badge('2026-04-10')).toBe('due-90');
    expect(badge('2026-06-08')).toBe('due-90');
    expect(badge('2026-06-09')).toBe('active');
    expect(badge(null)).toBe('active');
    expect(badge('2026-03-01', true)).toBe('done');
  });

  it('warns of an SHGB right 24 months ahead', () => {
    const shgb = definitionOf('jatuh-tempo-shgb');
    expect(reportBadge(shgb, { dueDate: '2028-03-10', done: false }, TODAY)).toBe('due-24-months');
    expect(reportBadge(shgb, { dueDate: '2028-03-11', done: false }, TODAY)).toBe('active');
    expect(badgesOf(shgb)).toEqual(['overdue', 'due-30', 'due-24-months', 'active']);
  });

  it('keeps a bank guarantee in its claim period after the due date', () => {
    const bg = definitionOf('bank-garansi');
    expect(reportBadge(bg, { dueDate: '2026-03-01', done: false, graceDays: 9 }, TODAY)).toBe(
      'claim-period',
    );
    expect(reportBadge(bg, { dueDate: '2026-03-01', done: false, graceDays: 8 }, TODAY)).toBe(
      'overdue',
    );
  });

  it('turns each badge into the due range the query reads', () => {
    const notaris = definitionOf('covernote-notaris');
    expect(badgeCondition(notaris, 'overdue', TODAY)).toEqual({ done: false, dueTo: '2026-03-09' });
    expect(badgeCondition(notaris, 'due-30', TODAY)).toEqual({
      done: false,
      dueFrom: TODAY,
      dueTo: '2026-04-09',
    });
    expect(badgeCondition(notaris, 'due-90', TODAY)).toEqual({
      done: false,
      dueFrom: '2026-04-10',
      dueTo: '2026-06-08',
    });
    expect(badgeCondition(notaris, 'active', TODAY)).toEqual({
      done: false,
      dueFrom: '2026-06-09',
      withoutDue: true,
    });
    expect(badgeCondition(notaris, 'done', TODAY)).toEqual({ done: true });
    expect(badgeCondition(definitionOf('bank-garansi'), 'overdue', TODAY).claim).toBe('past');
  });

  it('shows Due Date, Days Left and the badge among the first six columns of every page', () => {
    for (const definition of REPORT_DEFINITIONS) {
      const leading = reportScreenColumns(definition)
        .slice(0, 6)
        .map((column) => column.key);
      expect(leading, definition.slug).toEqual(
        expect.arrayContaining(['creditAppNo', 'debitur', 'dueDate', 'daysLeft', 'badge']),
      );
    }
    const bankGaransi = reportScreenColumns(definitionOf('bank-garansi'));
    expect(bankGaransi.map((column) => column.lines.map((line) => line.header))).toEqual([
      ['Application No.'],
      ['Nomor BG', 'Jenis', 'Berlaku (Mulai - Akhir)'],
      ['Debitur', 'Branch'],
      ['Due Date'],
      ['Days Left'],
      ['Status'],
      ['Penerima Jaminan', 'Nilai (Rp)', 'Masa Klaim'],
    ]);
  });

  it('shows every exported value once on screen, but those repeating the due date', () => {
    for (const definition of REPORT_DEFINITIONS) {
      const shown = reportScreenColumns(definition).flatMap((column) =>
        column.lines.map((line) => line.key),
      );
      expect(new Set(shown).size, definition.slug).toBe(shown.length);
      const left = reportColumns(definition)
        .filter((column) => !shown.includes(column.key))
        .map((column) => column.header);
      expect(left, definition.slug).toEqual(
        definition.columns.filter((column) => column.exportOnly).map((column) => column.header),
      );
      expect(left.every((header) => header === 'Berlaku s/d')).toBe(true);
    }
  });

  it('keeps every value a column of its own in the export, in the design order', () => {
    const notaris = reportColumns(definitionOf('covernote-notaris')).map((column) => column.header);
    expect(notaris).toEqual([
      'Application No.',
      'Debitur',
      'Branch',
      'Nomor Covernote',
      'Notaris',
      'Pekerjaan',
      'Tanggal',
      'Status Covernote',
      'Due Date',
      'Days Left',
      'Status',
    ]);
  });

  it('names every column of a page and of its export apart, in both languages', () => {
    for (const definition of REPORT_DEFINITIONS)
      for (const language of LANGUAGES) {
        const where = `${definition.slug} (${language})`;
        const exported = [
          'No',
          ...reportColumns(definition).map((column) => reportColumnHeader(column, language)),
        ];
        expect(new Set(exported).size, where).toBe(exported.length);
        const shown = reportScreenColumns(definition).flatMap((column) =>
          column.lines.map((line) => reportColumnHeader(line, language)),
        );
        expect(new Set(shown).size, where).toBe(shown.length);
      }
    for (const language of LANGUAGES) {
      const tbo = ['No', ...Object.values(DOKUMEN_TBO_COLUMN_LABELS[language])];
      expect(new Set(tbo).size, `dokumen-tbo (${language})`).toBe(tbo.length);
    }
  });
});
