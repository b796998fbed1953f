import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_TOTAL_MAX } from '@creditdesk/domain/shared/limits';
import { adminSession } from '../../testing/factories';
import { requester } from '../../testing/http';
import { createArea, insertDebitur } from '../../testing/master-data';
import { createTestApp, type TestContext } from '../../testing/test-app';

/**
 * The list's totals at a size where they matter: one more application than the most a list
 * counts row by row, in a branch of its own, written with one statement (as the bench's generator
 * does), so the counters see a statement of many rows.
 */
let context: TestContext;
let headers: Record<string, string>;
let branchId: string;
const BULK = COUNTED_TOTAL_MAX + 1;

const { call } = requester(() => context, {
  base: '/api/v1/credit-application',
  headers: () => headers,
});
const page = async (query: string) => {
  const response = await call('GET', `/paged?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as {
    data: { creditAppNo: string; status: string }[];
    total: number;
    totalCapped: boolean;
  };
};

beforeAll(async () => {
  context = await createTestApp();
  headers = (await adminSession(context)).headers;
  const area = await createArea(context.db, 'Totals Group', ['Totals Branch']);
  branchId = area.branchId;
  const debitur = await insertDebitur(context.db, area, { fullName: 'Zaenal Bulk' });
  await context.db.execute(sql`
    INSERT INTO credit_applications
      (credit_app_no, credit_app_date, type, join_type, status, debitur_id, group_id, branch_id,
       credit_desc, created_by, created_at)
    SELECT 'TOT-' || lpad(n::text, 6, '0'), '2026-01-15', 'Personal', 'Existing Debitur',
           CASE WHEN n % 2 = 0 THEN 'Open' ELSE 'Draft' END, ${debitur}, ${area.groupId},
           ${area.branchId}, 'Bulk application ' || n,
           (SELECT id FROM users ORDER BY created_at LIMIT 1),
           timestamptz '2026-01-01' + n * interval '1 minute'
    FROM generate_series(1, ${BULK}) AS n
  `);
});

afterAll(async () => {
  await context?.close();
});

describe('credit application list totals', () => {
  it('are exact from the counters without a search, by tab, status and branch', async () => {
    expect(await page(`branchId=${branchId}`)).toMatchObject({ total: BULK, totalCapped: false });
    expect(await page(`branchId=${branchId}&status=Open`)).toMatchObject({
      total: Math.floor(BULK / 2),
      totalCapped: false,
    });
    expect((await page(`branchId=${branchId}&isArchive=true`)).total).toBe(0);
  });

  it('follow status moves, archiving and deletes', async () => {
    await context.db.execute(sql`
      UPDATE credit_applications SET status = 'Signing Process'
      WHERE credit_app_no IN ('TOT-000002', 'TOT-000004')`);
    await context.db.execute(sql`
      UPDATE credit_applications SET is_archive = true WHERE credit_app_no = 'TOT-000006'`);
    await context.db.execute(
      sql`DELETE FROM credit_applications WHERE credit_app_no = 'TOT-000001'`,
    );
    expect((await page(`branchId=${branchId}&status=Signing Process`)).total).toBe(2);
    expect((await page(`branchId=${branchId}&status=Open`)).total).toBe(Math.floor(BULK / 2) - 3);
    expect((await page(`branchId=${branchId}&isArchive=true`)).total).toBe(1);
    expect((await page(`branchId=${branchId}`)).total).toBe(BULK - 2);
    await context.db.execute(sql`
      UPDATE credit_applications SET status = 'Open', is_archive = false
      WHERE credit_app_no IN ('TOT-000002', 'TOT-000004', 'TOT-000006')`);
    await context.db.execute(sql`
      INSERT INTO credit_applications
        (credit_app_no, credit_app_date, type, join_type, status, debitur_id, group_id,
         branch_id, credit_desc, created_by, created_at)
      SELECT 'TOT-000001', '2026-01-15', 'Personal', 'Existing Debitur', 'Draft', debitur_id,
             group_id, branch_id, 'Bulk application 1', created_by, timestamptz '2026-01-01' + interval '1 minute'
      FROM credit_applications WHERE credit_app_no = 'TOT-000003'`);
    expect(await page(`branchId=${branchId}`)).toMatchObject({ total: BULK, totalCapped: false });
  });

  it(`counts a search to ${COUNTED_TOTAL_MAX} rows and says the list holds more`, async () => {
    const capped = await page(`branchId=${branchId}&search=Bulk application`);
    expect(capped).toMatchObject({ total: COUNTED_TOTAL_MAX, totalCapped: true });
    // The newest of all the matches, not of the first ten thousand met.
    expect(capped.data.map((row) => row.creditAppNo)).toEqual(
      Array.from({ length: 10 }, (_, index) => `TOT-${String(BULK - index).padStart(6, '0')}`),
    );
    expect(await page(`branchId=${branchId}&search=Bulk application 1234`)).toMatchObject({
      total: 1,
      totalCapped: false,
    });
  });

  it('matches a term of one or two letters at the start of the text only', async () => {
    // 'Bu' starts the description and the debitur's second name; only the first counts.
    expect((await page(`branchId=${branchId}&search=bU`)).totalCapped).toBe(true);
    expect((await page(`branchId=${branchId}&search=Za`)).totalCapped).toBe(true);
    expect(await page(`branchId=${branchId}&search=ul`)).toMatchObject({
      total: 0,
      totalCapped: false,
    });
    expect((await page(`branchId=${branchId}&search=to`)).totalCapped).toBe(true);
    expect((await page(`branchId=${branchId}&search=%`)).total).toBe(0);
  });

  it("finds applications by their debitur's name, also after the debitur is renamed", async () => {
    await context.db.execute(sql`
      UPDATE debiturs SET full_name = 'Yohana Renamed' WHERE full_name = 'Zaenal Bulk'`);
    expect((await page(`branchId=${branchId}&search=Renamed`)).totalCapped).toBe(true);
    expect((await page(`branchId=${branchId}&search=yo`)).totalCapped).toBe(true);
    expect((await page(`branchId=${branchId}&search=Zaenal`)).total).toBe(0);
  });

  it('reads a page near the end backwards, with the same rows as forwards', async () => {
    const lastPage = Math.ceil(BULK / 10);
    const last = await page(`branchId=${branchId}&page=${lastPage}`);
    expect(last.data.map((row) => row.creditAppNo)).toEqual(['TOT-000001']);
    const nearEnd = await page(`branchId=${branchId}&page=${lastPage - 1}`);
    expect(nearEnd.data.map((row) => row.creditAppNo)).toEqual(
      Array.from({ length: 10 }, (_, index) => `TOT-${String(11 - index).padStart(6, '0')}`),
    );
    const byNumber = await page(
      `branchId=${branchId}&sortBy=creditAppNo&sortOrder=desc&page=${lastPage}`,
    );
    expect(byNumber.data.map((row) => row.creditAppNo)).toEqual(['TOT-000001']);
  });
});
