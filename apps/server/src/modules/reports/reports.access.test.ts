import { describe, expect, it } from 'vitest';
import { adminReading, csvExport, filteredReportCsv } from '../../testing/exports';
import { authHeaderWithGrants, scopedSession } from '../../testing/factories';
import { createArea } from '../../testing/master-data';
import { application, call, context, numbers, rowsOf, TODAY } from './reports.fixture';

describe('export', () => {
  it('holds exactly the filtered rows, named after the page and the bank’s today', async () => {
    const lines = await filteredReportCsv(call, 'covernote-notaris', application.branchId, TODAY);
    expect(lines[0]).toContain('No,Application No.,Debitur,Branch,Nomor Covernote');
    expect(lines[0]).toContain('Due Date,Days Left,Status');
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['CN-LATE', 'CN-TODAY']);
    expect(lines[1]).toContain('Overdue');
  });

  it("says the shared columns, the badges and the catalogue's English words in the reader's language", async () => {
    const reader = await adminReading(context, 'id');
    const notaris = await filteredReportCsv(
      call,
      'covernote-notaris',
      application.branchId,
      TODAY,
      reader,
    );
    // The covernote's status is named apart from the badge; its due date is Jatuh Tempo once.
    expect(notaris[0]).toBe(
      'No,No. Pengajuan,Debitur,Cabang,Nomor Covernote,Notaris,Pekerjaan,Tanggal,Status Covernote,Jatuh Tempo,Sisa Hari,Status',
    );
    expect(notaris[1]).toMatch(/,Terlambat$/);

    // The tenor flag's name and its Yes or No, as the page's terms say them.
    const cellsOf = async (as?: Record<string, string>) => {
      const { response, lines } = await csvExport(
        call,
        '/report/jatuh-tempo-shgb/export',
        `branchId=${application.branchId}`,
        as,
      );
      expect(response.statusCode, response.body).toBe(200);
      const [header = '', row = ''] = lines;
      return { header: header.split(','), row: row.split(',') };
    };
    const english = await cellsOf();
    const indonesian = await cellsOf(reader);
    const flag = english.header.indexOf('Ends Before Tenor End');
    expect(indonesian.header[flag]).toBe('Berakhir Sebelum Akhir Tenor');
    expect({ en: english.row[flag], id: indonesian.row[flag] }).toEqual(
      english.row[flag] === 'Yes' ? { en: 'Yes', id: 'Ya' } : { en: 'No', id: 'Tidak' },
    );
    expect({ en: english.row.at(-1), id: indonesian.row.at(-1) }).toEqual({
      en: 'Due in 24 months',
      id: 'Jatuh tempo 24 bulan',
    });
  });

  it('answers a workbook by default', async () => {
    const response = await call('GET', '/report/covernote-notaris/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('access', () => {
  it("keeps to the user's branch scope", async () => {
    const grants = { 'Covernote Notaris': ['Read' as const, 'Export' as const] };
    const own = await scopedSession(context, grants, [
      { groupId: application.groupId, branchId: application.branchId },
    ]);
    const seen = await rowsOf('covernote-notaris', '', own.headers);
    expect(seen.total).toBe(5);
    expect(numbers(seen.data)).not.toContain('CN-OTHER');
    const outside = await createArea(context.db);
    const stranger = await scopedSession(context, grants, [outside]);
    expect((await rowsOf('covernote-notaris', '', stranger.headers)).total).toBe(0);
    const exported = await csvExport(
      call,
      '/report/covernote-notaris/export',
      '',
      stranger.headers,
    );
    expect(exported.lines).toHaveLength(1);
  });

  it("gives a page's reader its filter options without the Document Catalogue's Read", async () => {
    const reader = await authHeaderWithGrants(context, { 'Bank Garansi': ['Read'] });
    const options = await call('GET', '/report/bank-garansi/filter-options', undefined, reader);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().response.jenis).toContainEqual({
      value: 'Uang Muka',
      label: 'Uang Muka',
    });
    const other = await call('GET', '/report/sdk/filter-options', undefined, reader);
    expect(other.statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it.each([
    ['badge=soon', 'Badge must be one of'],
    ['badge=claim-period', 'Badge must be one of'],
    ['dueFrom=2026-02-30', 'Due Date From must be a valid date'],
    ['dueTo=10-03-2026', 'Due Date To must be a valid date'],
    ['dueFrom=2026-03-10&dueTo=2026-03-01', 'Due Date To must not be before Due Date From'],
    ['status=Pending', 'Status is not a known credit application status'],
    ['branchId=not-an-id', ''],
    ['page=0', ''],
    ['limit=abc', ''],
    ['sortBy=metadata', 'Sort by must be one of: created, daysLeft, creditAppNo.'],
    [`notaris=${'x'.repeat(80)}`, 'Must be 75 characters or less. Now 80 characters'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await call('GET', `/report/covernote-notaris?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it("refuses a fixed filter's unknown value; a catalogue option is any text", async () => {
    const sdk = await call('GET', '/report/sdk?accepted=maybe');
    expect(sdk.statusCode).toBe(400);
    expect(sdk.json().message).toContain("Accepted must be 'yes' or 'no'");
    const jenis = await call('GET', '/report/bank-garansi?jenis=Lainnya');
    expect(jenis.statusCode, jenis.body).toBe(200);
    expect(jenis.json().response.total).toBe(0);
    const format = await call('GET', '/report/sdk/export?format=pdf');
    expect(format.statusCode).toBe(400);
  });
});
