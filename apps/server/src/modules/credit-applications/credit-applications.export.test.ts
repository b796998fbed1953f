import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_MAX_ROWS } from '@creditdesk/domain/shared/list-query.schemas';
import { englishMessage } from '@creditdesk/domain/shared/message-codes';
import { adminSession } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { requester } from '../../testing/http';
import {
  createArea,
  createCreditType,
  createFacility,
  insertDebitur,
} from '../../testing/master-data';
import { adminReading, csvLines, firstSheet } from '../../testing/exports';

/**
 * The cap is lowered for this file, so proving that an export past it is refused takes 21 rows
 * instead of 50,001; the last test checks the cap the server really uses.
 */
vi.mock('@creditdesk/domain/shared/list-query.schemas', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  EXPORT_MAX_ROWS: 20,
}));

let context: TestContext;
let headers: Record<string, string>;
let branchId: string;

const { call } = requester(() => context, {
  base: '/api/v1/credit-application',
  headers: () => headers,
});
const exportOf = (query: string) => call('GET', `/export${query}`);

beforeAll(async () => {
  context = await createTestApp();
  const session = await adminSession(context);
  headers = session.headers;
  const area = await createArea(context.db, 'Export Group', ['Export Branch']);
  branchId = area.branchId;
  const debitur = await insertDebitur(context.db, area, {
    fullName: '=Sari Wulandari',
    address: 'Jl. Braga 10, Bandung',
  });
  const creditType = await createCreditType(context.db, 'Kredit Modal Kerja');
  const created = [
    await createFacility(context.db, 'Overdraft'),
    await createFacility(context.db, 'Bank Garansi'),
  ];
  const create = (status: 'Draft' | 'Open', creditDesc: string) =>
    call('POST', '', {
      type: 'Personal',
      joinType: 'Existing Debitur',
      debitur,
      creditType: creditType.id,
      plafond: '1250000000.50',
      facilities: created.map((facility) => facility.id),
      tenorStartDate: '2027-01-01',
      tenorEndDate: '2029-12-31',
      creditDesc,
      status,
    });
  for (const [status, desc] of [
    ['Open', 'Working capital for the Braga store'],
    ['Draft', 'Second store, not yet submitted'],
  ] as const) {
    const response = await create(status, desc);
    expect(response.statusCode, response.body).toBe(201);
  }
});

afterAll(async () => {
  await context?.close();
});

describe('credit applications: export', () => {
  it('exports the filtered list, all pages, as CSV with the list columns', async () => {
    const response = await exportOf(`?format=csv&branchId=${branchId}&status=Open&limit=1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /credit-applications-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(
      'No,Application No.,Application Date,Debitur,Branch,Credit Type,Plafond,Facilities,' +
        'Tenor Start Date,Tenor End Date,Status,Created By',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^1,CA-\d{4}-\d{6},\d{4}-\d{2}-\d{2},'=Sari Wulandari,Export Branch,Kredit Modal Kerja,"Rp 1\.250\.000\.000,50","Bank Garansi, Overdraft",2027-01-01,2029-12-31,Open,/,
    );
  });

  it('exports XLSX by default, every page of the filter', async () => {
    const response = await exportOf(`?branchId=${branchId}&limit=1`);
    expect(response.statusCode).toBe(200);
    const sheet = await firstSheet(response);
    expect(sheet.name).toBe('Credit Applications');
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(11).value, sheet.getRow(3).getCell(11).value].sort()).toEqual([
      'Draft',
      'Open',
    ]);
  });

  it("names the statuses in the reader's language, as the list's badges do", async () => {
    const response = await call(
      'GET',
      `/export?branchId=${branchId}`,
      undefined,
      await adminReading(context, 'id'),
    );
    expect(response.statusCode).toBe(200);
    const sheet = await firstSheet(response);
    expect(sheet.name).toBe('Pengajuan Kredit');
    expect(sheet.getRow(1).getCell(11).value).toBe('Status');
    expect([sheet.getRow(2).getCell(11).value, sheet.getRow(3).getCell(11).value].sort()).toEqual([
      'Draf',
      'Terbuka',
    ]);
  });

  it('refuses an unknown format with 400', async () => {
    const response = await exportOf('?format=pdf');
    expect(response.statusCode).toBe(400);
  });

  it(`refuses more than ${EXPORT_MAX_ROWS} rows before reading them`, async () => {
    await context.db.execute(sql`
      INSERT INTO credit_applications (credit_app_no, credit_app_date, type, join_type, status, created_by)
      SELECT 'BULK-' || n, '2026-01-15', 'Personal', 'New Debitur', 'Draft',
             (SELECT id FROM users ORDER BY created_at LIMIT 1)
      FROM generate_series(1, ${EXPORT_MAX_ROWS}) AS n
    `);
    const response = await exportOf('?format=csv');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.exportTooLarge' });
    const narrowed = await exportOf(`?format=csv&branchId=${branchId}`);
    expect(csvLines(narrowed.body)).toHaveLength(3);
  });

  it('caps exports at 50,000 rows outside this file', async () => {
    const actual = await vi.importActual<{ EXPORT_MAX_ROWS: number }>(
      '@creditdesk/domain/shared/list-query.schemas',
    );
    expect(actual.EXPORT_MAX_ROWS).toBe(50_000);
    expect(englishMessage('request.exportTooLarge')).toContain('50,000 rows');
  });
});
