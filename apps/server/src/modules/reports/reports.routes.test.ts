import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportRow } from '@creditdesk/domain/reports/reports.schemas';
import {
  createCreditApplication,
  uploadDocument,
  validMetadata,
} from '../../testing/credit-applications';
import { adminSession, authHeaderWithGrants, scopedSession } from '../../testing/factories';
import { requester } from '../../testing/http';
import { createArea, onlyRow } from '../../testing/master-data';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { creditApplications } from '../credit-applications/credit-applications.table';

/**
 * 18:30 UTC on 9 March is 01:30 on 10 March in Jakarta: the bank's today is the 10th while UTC is
 * still on the 9th.
 */
const NOW = new Date('2026-03-09T18:30:00Z');
const TODAY = '2026-03-10';

let context: TestContext;
let headers: Record<string, string>;
let application: { id: string; branchId: string; groupId: string; creditAppNo: string };
let otherApplication: { id: string; branchId: string };

const { call } = requester(() => context, { headers: () => headers });

const upload = async (applicationId: string, code: string, metadata: Record<string, string>) => {
  const response = await uploadDocument(context, headers, applicationId, code, {
    metadata: { ...validMetadata(code), ...metadata },
  });
  expect(response.statusCode, response.body).toBe(201);
};

const covernote = (nomorCovernote: string, tanggalAkhir: string, extra = {}) => ({
  nomorCovernote,
  tanggalMulai: '2026-01-01',
  tanggalAkhir,
  namaNotaris: 'Notaris Hadi',
  ...extra,
});

const applicationRow = async (id: string) =>
  onlyRow(await context.db.select().from(creditApplications).where(eq(creditApplications.id, id)));

const rowsOf = async (slug: string, query = '', as = headers) => {
  const response = await call('GET', `/report/${slug}${query}`, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as { data: ReportRow[]; total: number };
};

const numbers = (rows: ReportRow[], field = 'nomorCovernote') =>
  rows.map((row) => row.metadata[field]);

beforeAll(async () => {
  context = await createTestApp({}, { now: () => NOW });
  headers = (await adminSession(context)).headers;
  const created = await createCreditApplication(context, headers);
  const row = await applicationRow(created.id);
  application = {
    id: created.id,
    branchId: row.branchId ?? '',
    groupId: row.groupId ?? '',
    creditAppNo: row.creditAppNo,
  };
  await upload(application.id, 'covernote-notaris', covernote('CN-TODAY', TODAY));
  await upload(application.id, 'covernote-notaris', covernote('CN-LATE', '2026-03-05'));
  await upload(
    application.id,
    'covernote-notaris',
    covernote('CN-LATER', '2026-05-01', { namaNotaris: 'Notaris Sari' }),
  );
  await upload(
    application.id,
    'covernote-notaris',
    covernote('CN-DONE', '2026-03-01', { status: 'Selesai' }),
  );
  await upload(application.id, 'covernote-notaris', covernote('CN-YEAR', '2027-02-01'));
  await upload(application.id, 'dokumen-sertifikat', {
    jenisSertifikat: 'SHGB',
    nomorSertifikat: 'SHGB-1',
    berlakuMulai: '2006-12-01',
    berlakuAkhir: '2026-12-01',
  });
  await upload(application.id, 'dokumen-sertifikat', {
    jenisSertifikat: 'SHM',
    nomorSertifikat: 'SHM-1',
  });
  await upload(application.id, 'polis-kerugian', {
    nomorPolis: 'POL-OLD',
    periodeMulai: '2025-03-01',
    periodeAkhir: '2026-03-01',
  });
  await upload(application.id, 'polis-kerugian', {
    nomorPolis: 'POL-NEW',
    periodeMulai: '2026-03-01',
    periodeAkhir: '2027-03-01',
  });
  await upload(application.id, 'bank-garansi', {
    nomorBg: 'BG-CLAIM',
    berlakuMulai: '2025-03-01',
    berlakuAkhir: '2026-03-05',
    masaKlaimHari: '10',
  });
  await upload(application.id, 'bank-garansi', {
    nomorBg: 'BG-LAPSED',
    berlakuMulai: '2025-03-01',
    berlakuAkhir: '2026-02-01',
    masaKlaimHari: '10',
  });

  const other = await createCreditApplication(context, headers);
  otherApplication = { id: other.id, branchId: (await applicationRow(other.id)).branchId ?? '' };
  await upload(otherApplication.id, 'covernote-notaris', covernote('CN-OTHER', '2026-03-20'));
});
afterAll(() => context.close());

const mine = (query = '') =>
  rowsOf('covernote-notaris', `?branchId=${application.branchId}${query}`);

describe('GET /report/covernote-notaris', () => {
  it('lists one row per document, overdue first and closed items last, in the list shape', async () => {
    const { data, total } = await mine();
    expect(total).toBe(5);
    expect(numbers(data)).toEqual(['CN-LATE', 'CN-TODAY', 'CN-LATER', 'CN-YEAR', 'CN-DONE']);
    const late = data[0];
    expect(late).toMatchObject({
      application: { _id: application.id, creditAppNo: application.creditAppNo },
      document: { typeCode: 'covernote-notaris', category: 'covernote' },
      dueDate: '2026-03-05',
      daysLeft: -5,
      badge: 'overdue',
    });
    expect(late?.branch?._id).toBe(application.branchId);
    expect(late?.debitur?.name).toBeTruthy();
  });

  it("counts today on the bank's calendar: due today in Jakarta while UTC is still yesterday", async () => {
    const { data } = await mine('&search=CN-TODAY');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ dueDate: TODAY, daysLeft: 0, badge: 'due-30' });
  });

  it('gives each due bucket its badge and filters by badge', async () => {
    const { data } = await mine();
    expect(data.map((row) => row.badge)).toEqual(['overdue', 'due-30', 'due-90', 'active', 'done']);
    expect(numbers((await mine('&badge=overdue')).data)).toEqual(['CN-LATE']);
    expect(numbers((await mine('&badge=done')).data)).toEqual(['CN-DONE']);
    expect(numbers((await mine('&badge[]=due-30&badge[]=due-90')).data)).toEqual([
      'CN-TODAY',
      'CN-LATER',
    ]);
    expect(numbers((await mine('&badge=active')).data)).toEqual(['CN-YEAR']);
  });

  it('filters by due date range, page filter, search and the common filters', async () => {
    expect(numbers((await mine('&dueFrom=2026-03-05&dueTo=2026-03-10')).data)).toEqual([
      'CN-LATE',
      'CN-TODAY',
    ]);
    expect(numbers((await mine('&notaris=sari')).data)).toEqual(['CN-LATER']);
    expect((await mine('&search=CN-L')).total).toBe(2);
    expect((await mine(`&search=${application.creditAppNo}`)).total).toBe(5);
    expect((await mine(`&groupId=${application.groupId}`)).total).toBe(5);
    expect((await mine('&status=Credit Approved')).total).toBe(5);
    expect((await mine('&status=Completed')).total).toBe(0);
    const both = await rowsOf(
      'covernote-notaris',
      `?branchId=${application.branchId}&branchId=${otherApplication.branchId}`,
    );
    expect(both.total).toBe(6);
  });

  it('pages the rows', async () => {
    const page = await mine('&limit=2&page=2');
    expect(page.total).toBe(5);
    expect(numbers(page.data)).toEqual(['CN-LATER', 'CN-YEAR']);
  });
});

describe('the other pages', () => {
  it('lists SHGB certificates only, flagging one that ends before the tenor end', async () => {
    const { data } = await rowsOf('jatuh-tempo-shgb', `?branchId=${application.branchId}`);
    expect(numbers(data, 'nomorSertifikat')).toEqual(['SHGB-1']);
    expect(data[0]).toMatchObject({ endsBeforeTenor: true, badge: 'due-24-months' });
  });

  it('closes a policy replaced by a newer one of the same type', async () => {
    const { data } = await rowsOf('jatuh-tempo-asuransi', `?branchId=${application.branchId}`);
    expect(data.map((row) => [row.metadata.nomorPolis, row.badge])).toEqual([
      ['POL-NEW', 'active'],
      ['POL-OLD', 'done'],
    ]);
    expect((await rowsOf('jatuh-tempo-asuransi', '?jenisPolis=polis-jiwa')).total).toBe(0);
  });

  it('keeps a bank guarantee in its claim period, then overdue', async () => {
    const { data } = await rowsOf('bank-garansi', `?branchId=${application.branchId}`);
    expect(data.map((row) => [row.metadata.nomorBg, row.badge])).toEqual([
      ['BG-LAPSED', 'overdue'],
      ['BG-CLAIM', 'claim-period'],
    ]);
    expect(numbers((await rowsOf('bank-garansi', '?badge=claim-period')).data, 'nomorBg')).toEqual([
      'BG-CLAIM',
    ]);
    expect(numbers((await rowsOf('bank-garansi', '?badge=overdue')).data, 'nomorBg')).toEqual([
      'BG-LAPSED',
    ]);
  });

  it('answers every page, empty or not', async () => {
    for (const slug of ['covernote-developer', 'covernote-dealer', 'covernote-asuransi', 'sdk']) {
      expect((await rowsOf(slug)).total).toBe(0);
    }
    const register = await rowsOf('master-document-jaminan', `?branchId=${application.branchId}`);
    expect(register.total).toBe(2);
  });
});

describe('export', () => {
  it('holds exactly the filtered rows, named after the page and the bank’s today', async () => {
    const response = await call(
      'GET',
      `/report/covernote-notaris/export?format=csv&branchId=${application.branchId}&badge=overdue&badge=due-30`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="laporan-covernote-notaris-${TODAY}.csv"`,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toContain('No,Application No.,Debitur,Branch,Nomor Covernote');
    expect(lines[0]).toContain('Due Date,Days Left,Status');
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['CN-LATE', 'CN-TODAY']);
    expect(lines[1]).toContain('Overdue');
  });

  it('answers a workbook by default', async () => {
    const response = await call('GET', '/report/covernote-notaris/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('access', () => {
  it('needs a token', async () => {
    const response = await call('GET', '/report/covernote-notaris', undefined, {});
    expect(response.statusCode).toBe(401);
    const exported = await call('GET', '/report/covernote-notaris/export', undefined, {});
    expect(exported.statusCode).toBe(401);
  });

  it("needs the page's Read to list and its Export to export", async () => {
    const reader = await authHeaderWithGrants(context, { 'Covernote Notaris': ['Read'] });
    expect((await rowsOf('covernote-notaris', '', reader)).total).toBe(6);
    expect(
      (await call('GET', '/report/covernote-notaris/export', undefined, reader)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/report/sdk', undefined, reader)).statusCode).toBe(403);
    const exporter = await authHeaderWithGrants(context, { 'Covernote Notaris': ['Export'] });
    expect((await call('GET', '/report/covernote-notaris', undefined, exporter)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', '/report/covernote-notaris/export', undefined, exporter)).statusCode,
    ).toBe(200);
  });

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
    const exported = await call(
      'GET',
      '/report/covernote-notaris/export?format=csv',
      undefined,
      stranger.headers,
    );
    expect(exported.body.trim().split('\r\n')).toHaveLength(1);
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

  it("refuses a page filter's unknown value", async () => {
    const sdk = await call('GET', '/report/sdk?accepted=maybe');
    expect(sdk.statusCode).toBe(400);
    expect(sdk.json().message).toContain("Accepted must be 'yes' or 'no'");
    const jenis = await call('GET', '/report/bank-garansi?jenis=Lainnya');
    expect(jenis.statusCode).toBe(400);
    const format = await call('GET', '/report/sdk/export?format=pdf');
    expect(format.statusCode).toBe(400);
  });
});
