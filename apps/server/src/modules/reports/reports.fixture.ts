import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { ReportRow } from '@creditdesk/domain/reports/reports.schemas';
import { adminTestFile } from '../../testing/admin-test-file';
import { createCreditApplication, uploadedDocument } from '../../testing/credit-applications';
import type { Headers } from '../../testing/http';
import { onlyRow } from '../../testing/master-data';
import type { TestContext } from '../../testing/test-app';
import { creditApplications } from '../credit-applications/credit-applications.table';

/**
 * What this module's test files share. Importing it gives the importing test file its own app on
 * a fixed clock, with two credit applications holding documents of every report page; the
 * bindings below are set once its `beforeAll` has run.
 */

/**
 * 18:30 UTC on 9 March is 01:30 on 10 March in Jakarta: the bank's today is the 10th while UTC is
 * still on the 9th.
 */
const NOW = new Date('2026-03-09T18:30:00Z');
export const TODAY = '2026-03-10';

const file = adminTestFile(undefined, { now: () => NOW });
export const { call } = file;
export let context: TestContext;
export let headers: Headers;
export let application: { id: string; branchId: string; groupId: string; creditAppNo: string };
export let otherApplication: { id: string; branchId: string };

const upload = (applicationId: string, code: string, metadata: Record<string, string>) =>
  uploadedDocument(context, headers, applicationId, code, metadata);

const covernote = (nomorCovernote: string, tanggalAkhir: string, extra = {}) => ({
  nomorCovernote,
  tanggalMulai: '2026-01-01',
  tanggalAkhir,
  namaNotaris: 'Notaris Hadi',
  ...extra,
});

/** The documents of the first application, by type: each due date lands in another bucket. */
const DOCUMENTS: [string, Record<string, string>][] = [
  ['covernote-notaris', covernote('CN-TODAY', TODAY)],
  ['covernote-notaris', covernote('CN-LATE', '2026-03-05')],
  ['covernote-notaris', covernote('CN-LATER', '2026-05-01', { namaNotaris: 'Notaris Sari' })],
  ['covernote-notaris', covernote('CN-DONE', '2026-03-01', { status: 'Selesai' })],
  ['covernote-notaris', covernote('CN-YEAR', '2027-02-01')],
  [
    'dokumen-sertifikat',
    {
      jenisSertifikat: 'SHGB',
      nomorSertifikat: 'SHGB-1',
      berlakuMulai: '2006-12-01',
      berlakuAkhir: '2026-12-01',
    },
  ],
  ['dokumen-sertifikat', { jenisSertifikat: 'SHM', nomorSertifikat: 'SHM-1' }],
  [
    'polis-kerugian',
    { nomorPolis: 'POL-OLD', periodeMulai: '2025-03-01', periodeAkhir: '2026-03-01' },
  ],
  [
    'polis-kerugian',
    { nomorPolis: 'POL-NEW', periodeMulai: '2026-03-01', periodeAkhir: '2027-03-01' },
  ],
  [
    'bank-garansi',
    {
      nomorBg: 'BG-CLAIM',
      berlakuMulai: '2025-03-01',
      berlakuAkhir: '2026-03-05',
      masaKlaimHari: '10',
    },
  ],
  [
    'bank-garansi',
    {
      nomorBg: 'BG-LAPSED',
      berlakuMulai: '2025-03-01',
      berlakuAkhir: '2026-02-01',
      masaKlaimHari: '10',
    },
  ],
];

const applicationRow = async (id: string) =>
  onlyRow(await context.db.select().from(creditApplications).where(eq(creditApplications.id, id)));

export const rowsOf = async (slug: string, query = '', as = headers) => {
  const response = await call('GET', `/report/${slug}${query}`, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as { data: ReportRow[]; total: number };
};

export const numbers = (rows: ReportRow[], field = 'nomorCovernote') =>
  rows.map((row) => row.metadata[field]);

beforeAll(async () => {
  ({ context, headers } = file.session);
  const created = await createCreditApplication(context, headers);
  const row = await applicationRow(created.id);
  application = {
    id: created.id,
    branchId: row.branchId ?? '',
    groupId: row.groupId ?? '',
    creditAppNo: row.creditAppNo,
  };
  for (const [code, metadata] of DOCUMENTS) await upload(application.id, code, metadata);

  const other = await createCreditApplication(context, headers);
  otherApplication = { id: other.id, branchId: (await applicationRow(other.id)).branchId ?? '' };
  await upload(otherApplication.id, 'covernote-notaris', covernote('CN-OTHER', '2026-03-20'));
});

/** The covernote-notaris rows of the first application's branch. */
export const mine = (query = '') =>
  rowsOf('covernote-notaris', `?branchId=${application.branchId}${query}`);
