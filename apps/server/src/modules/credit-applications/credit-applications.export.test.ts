import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_MAX_ROWS,
  EXPORT_TOO_LARGE_MESSAGE,
} from '@creditdesk/domain/shared/list-query.schemas';
import { adminSession } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { branchGroups, branches } from '../branches/branches.table';
import { creditTypes } from '../credit-types/credit-types.table';
import { debiturs } from '../debiturs/debiturs.table';
import { facilities } from '../facilities/facilities.table';
import { groups } from '../groups/groups.table';

let context: TestContext;
let headers: Record<string, string>;
let branchId: string;

const exportOf = (query: string) =>
  context.app.inject({
    method: 'GET',
    url: `/api/v1/credit-application/export${query}`,
    headers,
  });

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

beforeAll(async () => {
  context = await createTestApp();
  const session = await adminSession(context);
  headers = session.headers;
  const [group] = await context.db.insert(groups).values({ name: 'Export Group' }).returning();
  const [branch] = await context.db.insert(branches).values({ name: 'Export Branch' }).returning();
  branchId = branch!.id;
  await context.db.insert(branchGroups).values({ branchId, groupId: group!.id });
  const [debitur] = await context.db
    .insert(debiturs)
    .values({
      type: 'Personal',
      fullName: '=Sari Wulandari',
      address: 'Jl. Braga 10, Bandung',
      relatedGroupId: group!.id,
      relatedBranchId: branchId,
    })
    .returning();
  const [creditType] = await context.db
    .insert(creditTypes)
    .values({ name: 'Kredit Modal Kerja' })
    .returning();
  const created = await context.db
    .insert(facilities)
    .values([{ name: 'Overdraft' }, { name: 'Bank Garansi' }])
    .returning();
  const create = (status: 'Draft' | 'Open', creditDesc: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/credit-application',
      headers,
      payload: {
        type: 'Personal',
        joinType: 'Existing Debitur',
        debitur: debitur!.id,
        creditType: creditType!.id,
        plafond: '1250000000.50',
        facilities: created.map((facility) => facility.id),
        tenorStartDate: '2027-01-01',
        tenorEndDate: '2029-12-31',
        creditDesc,
        status,
      },
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
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Credit Applications');
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(11).value, sheet.getRow(3).getCell(11).value].sort()).toEqual([
      'Draft',
      'Open',
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
    expect(response.json()).toMatchObject({ message: EXPORT_TOO_LARGE_MESSAGE });
    const narrowed = await exportOf(`?format=csv&branchId=${branchId}`);
    expect(csvLines(narrowed.body)).toHaveLength(3);
  });
});
