import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Language } from '@creditdesk/domain/preferences/languages';
import { adminSession } from './factories';
import type { Headers, requester, TestResponse } from './http';
import type { TestContext } from './test-app';

/** What a test reads of a list's export. */

/** The rows of a CSV export, without its byte order mark and its last line break. */
export const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

/**
 * A list's export as CSV, filtered by `query`, as `as` (the file's signed-in user unless given)
 * asks for it: the answer and its lines.
 */
export const csvExport = async (
  call: ReturnType<typeof requester>['call'],
  path: string,
  query = '',
  as?: Headers,
) => {
  const response = await call('GET', `${path}?format=csv${query && `&${query}`}`, undefined, as);
  return { response, lines: csvLines(response.body) };
};

/**
 * A report page's CSV export of the rows of `branchId` overdue or due within 30 days, checked
 * answered and named after the page and the bank's `today` (as `as` asks for it, the file's
 * signed-in user unless given): its lines.
 */
export const filteredReportCsv = async (
  call: ReturnType<typeof requester>['call'],
  slug: string,
  branchId: string,
  today: string,
  as?: Headers,
) => {
  const { response, lines } = await csvExport(
    call,
    `/report/${slug}/export`,
    `branchId=${branchId}&badge=overdue&badge=due-30`,
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="laporan-${slug}-${today}.csv"`,
  );
  return lines;
};

/** The first (and only) sheet of an XLSX export. */
export const firstSheet = async (response: TestResponse) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
};

/** An export sheet's header row written as the CSV's first line writes it, to compare the two. */
export const headerLine = (sheet: ExcelJS.Worksheet) =>
  // ExcelJS counts columns from 1, so a row's values start with an empty slot.
  (sheet.getRow(1).values as unknown[]).slice(1).join(',');

/** A signed-in Super Admin who saved `language` as his own, so his exports speak it: his headers. */
export const adminReading = async (
  context: Pick<TestContext, 'app' | 'db' | 'config'>,
  language: Language,
) => {
  const { headers } = await adminSession(context);
  const saved = await context.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/me/language',
    headers,
    payload: { language },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return headers;
};
