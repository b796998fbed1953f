import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeferralStatus } from '@creditdesk/domain/documents/document-deferrals';
import type { DokumenTboRow } from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { DOKUMEN_TBO_MESSAGES } from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { withParams } from '@creditdesk/domain/shared/message-index';
import { adminTestFile } from '../../testing/admin-test-file';
import { createCreditApplication } from '../../testing/credit-applications';
import { adminReading, csvExport, filteredReportCsv } from '../../testing/exports';
import { authHeaderWithGrants, scopedSession } from '../../testing/factories';
import { expectRefused, type Headers } from '../../testing/http';
import { createArea, onlyRow } from '../../testing/master-data';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { documentDeferrals } from '../documents/document-deferrals.table';
import { catalogueTypes, insertDeferral } from './deferrals.fixture';

/** 01:30 on 10 March in Jakarta, still the 9th in UTC. */
const NOW = new Date('2026-03-09T18:30:00Z');
const TODAY = '2026-03-10';

const { session, call } = adminTestFile('/api/v1', { now: () => NOW });
let application: { id: string; creditAppNo: string; groupId: string; branchId: string };
let types: { id: string; title: string }[];

const applicationRow = async (id: string) =>
  onlyRow(
    await session.context.db.select().from(creditApplications).where(eq(creditApplications.id, id)),
  );

const rowsOf = async (query = '', as: Headers = session.headers) => {
  const response = await call('GET', `/report/dokumen-tbo${query}`, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as { data: DokumenTboRow[]; total: number };
};
/** The first application's rows, by their promised dates. */
const mine = async (query = '') =>
  (await rowsOf(`?branchId=${application.branchId}${query}`)).data.map((row) => row.promisedDate);

beforeAll(async () => {
  const { db } = session.context;
  types = await catalogueTypes(db, 8);
  const created = await createCreditApplication(session.context, session.headers);
  const row = await applicationRow(created.id);
  application = {
    id: created.id,
    creditAppNo: row.creditAppNo,
    groupId: row.groupId ?? '',
    branchId: row.branchId ?? '',
  };
  /** A deferral by the admin of the catalogue's `index`th type on an application. */
  const defer = (
    applicationId: string,
    index: number,
    promisedDate: string,
    status?: DeferralStatus,
  ) =>
    insertDeferral(db, {
      applicationId,
      typeId: types[index]?.id ?? '',
      promisedDate,
      createdBy: session.adminId,
      status,
    });
  await defer(application.id, 0, '2026-04-20', 'Granted');
  await defer(application.id, 1, TODAY);
  await defer(application.id, 2, '2026-03-05', 'Granted');
  await defer(application.id, 3, '2026-09-01');
  // Closed ones leave the page, whatever their promised date.
  await defer(application.id, 4, '2026-03-01', 'Received');
  for (const status of ['Withdrawn', 'Refused'] as const)
    await defer(application.id, 5, '2026-03-02', status);

  const other = await createCreditApplication(session.context, session.headers);
  await defer(other.id, 0, '2026-03-20');
  const archived = await createCreditApplication(session.context, session.headers);
  await defer(archived.id, 0, '2026-03-01');
  await db
    .update(creditApplications)
    .set({ isArchive: true })
    .where(eq(creditApplications.id, archived.id));
});

describe('GET /report/dokumen-tbo', () => {
  it('lists the open deferrals, overdue first then by promised date, in the list shape', async () => {
    const { data, total } = await rowsOf(`?branchId=${application.branchId}`);
    expect(total).toBe(4);
    expect(data.map((row) => row.promisedDate)).toEqual([
      '2026-03-05',
      TODAY,
      '2026-04-20',
      '2026-09-01',
    ]);
    expect(data.map((row) => [row.daysLeft, row.badge, row.status])).toEqual([
      [-5, 'overdue', 'Granted'],
      [0, 'due-30', 'Requested'],
      [41, 'due-90', 'Granted'],
      [175, 'active', 'Requested'],
    ]);
    expect(data[0]).toMatchObject({
      application: { _id: application.id, creditAppNo: application.creditAppNo },
      branch: { _id: application.branchId },
      documentType: { _id: types[2]?.id, title: types[2]?.title },
      reason: 'Sertifikat masih di Kantor Pertanahan',
      createdBy: { _id: session.adminId },
    });
    expect(data[0]?.debitur?.name).toBeTruthy();
  });

  it("carries its application's archive flag, branch and creator, whichever code changes them", async () => {
    const { db } = session.context;
    const moved = await createCreditApplication(session.context, session.headers);
    const deferral = await insertDeferral(db, {
      applicationId: moved.id,
      typeId: types[0]?.id ?? '',
      promisedDate: '2026-03-01',
      createdBy: session.adminId,
    });
    const carried = async () =>
      onlyRow(
        await db
          .select({
            live: documentDeferrals.applicationLive,
            branchId: documentDeferrals.applicationBranchId,
            creatorId: documentDeferrals.applicationCreatorId,
          })
          .from(documentDeferrals)
          .where(eq(documentDeferrals.id, deferral.id)),
      );
    const written = await applicationRow(moved.id);
    expect(await carried()).toEqual({
      live: true,
      branchId: written.branchId,
      creatorId: written.createdBy,
    });

    const elsewhere = await createArea(db, 'TBO Elsewhere');
    await db
      .update(creditApplications)
      .set({ isArchive: true, branchId: elsewhere.branchId })
      .where(eq(creditApplications.id, moved.id));
    expect(await carried()).toEqual({
      live: false,
      branchId: elsewhere.branchId,
      creatorId: written.createdBy,
    });
    expect((await rowsOf(`?branchId=${elsewhere.branchId}`)).total).toBe(0);
  });

  it('leaves out closed deferrals and archived applications', async () => {
    const { data } = await rowsOf();
    expect(data.map((row) => row.promisedDate)).toEqual([
      '2026-03-05',
      TODAY,
      '2026-03-20',
      '2026-04-20',
      '2026-09-01',
    ]);
  });

  it('filters by badge, status, promised date range and branch, searches and pages', async () => {
    expect(await mine('&badge=overdue')).toEqual(['2026-03-05']);
    expect(await mine('&badge[]=due-30&badge[]=active')).toEqual([TODAY, '2026-09-01']);
    expect(await mine('&status=Granted')).toEqual(['2026-03-05', '2026-04-20']);
    expect(await mine('&promisedFrom=2026-03-06&promisedTo=2026-04-20')).toEqual([
      TODAY,
      '2026-04-20',
    ]);
    expect(await mine(`&search=${encodeURIComponent(types[3]?.title ?? '')}`)).toContain(
      '2026-09-01',
    );
    expect((await rowsOf(`?search=${application.creditAppNo}`)).total).toBe(4);
    const page = await rowsOf(`?branchId=${application.branchId}&limit=2&page=2`);
    expect(page.total).toBe(4);
    expect(page.data.map((row) => row.promisedDate)).toEqual(['2026-04-20', '2026-09-01']);
    expect(await mine('&sortBy=promisedDate&sortOrder=desc')).toEqual([
      '2026-09-01',
      '2026-04-20',
      TODAY,
      '2026-03-05',
    ]);
  });

  it.each([
    [
      'badge=done',
      withParams(DOKUMEN_TBO_MESSAGES.badge, { badges: 'overdue, due-30, due-90, active' }),
    ],
    [
      'status=Received',
      withParams(DOKUMEN_TBO_MESSAGES.status, { statuses: 'Requested, Granted' }),
    ],
    ['promisedFrom=2026-02-30', DOKUMEN_TBO_MESSAGES.promisedFrom],
    ['promisedTo=10-03-2026', DOKUMEN_TBO_MESSAGES.promisedTo],
    ['promisedFrom=2026-03-10&promisedTo=2026-03-01', DOKUMEN_TBO_MESSAGES.promisedRange],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    expectRefused(await call('GET', `/report/dokumen-tbo?${query}`), message, query);
  });

  it.each(['branchId=not-an-id', 'page=0', 'sortBy=dueDate', 'limit=abc'])(
    'refuses %s with 400',
    async (query) => {
      expect((await call('GET', `/report/dokumen-tbo?${query}`)).statusCode).toBe(400);
    },
  );
});

describe('GET /report/dokumen-tbo/export', () => {
  it('holds exactly the filtered rows, named after the page and the bank’s today', async () => {
    const lines = await filteredReportCsv(call, 'dokumen-tbo', application.branchId, TODAY);
    expect(lines[0]).toBe(
      'No,Application No.,Debitur,Branch,Document Type,Deferral Status,Promised Date,Days Left,Due',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${application.creditAppNo},`);
    // The sheet keeps a leading '-' from being read as a formula.
    expect(lines[1]).toContain(",Granted,2026-03-05,'-5,Overdue");
    expect(lines[2]).toContain(`,Requested,${TODAY},0,Due in 30 days`);
  });

  it("names the columns, the deferral statuses and the badges in the reader's language", async () => {
    const reader = await adminReading(session.context, 'id');
    const lines = await filteredReportCsv(call, 'dokumen-tbo', application.branchId, TODAY, reader);
    expect(lines[0]).toBe(
      'No,No. Pengajuan,Debitur,Cabang,Jenis Dokumen,Status Penundaan,Tanggal Janji,Sisa Hari,Jatuh Tempo',
    );
    expect(lines[1]).toContain(",Disetujui,2026-03-05,'-5,Terlambat");
    expect(lines[2]).toContain(`,Diajukan,${TODAY},0,Jatuh tempo 30 hari`);
  });

  it('answers a workbook by default and refuses an unknown format', async () => {
    const response = await call('GET', '/report/dokumen-tbo/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect((await call('GET', '/report/dokumen-tbo/export?format=pdf')).statusCode).toBe(400);
  });
});

describe('access', () => {
  const grants = { 'Dokumen TBO': ['Read' as const, 'Export' as const] };

  it("keeps to the user's branch scope, in the list and the export", async () => {
    const own = await scopedSession(session.context, grants, [
      { groupId: application.groupId, branchId: application.branchId },
    ]);
    expect((await rowsOf('', own.headers)).total).toBe(4);
    const stranger = await scopedSession(session.context, grants, [
      await createArea(session.context.db),
    ]);
    expect((await rowsOf('', stranger.headers)).total).toBe(0);
    const exported = await csvExport(call, '/report/dokumen-tbo/export', '', stranger.headers);
    expect(exported.lines).toHaveLength(1);
  });

  it('needs Read for the list and Export for the export, and a session', async () => {
    const reader = await authHeaderWithGrants(session.context, { 'Dokumen TBO': ['Read'] });
    expect((await call('GET', '/report/dokumen-tbo', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/report/dokumen-tbo/export', undefined, reader)).statusCode).toBe(
      403,
    );
    const other = await authHeaderWithGrants(session.context, { 'Covernote Notaris': ['Read'] });
    expect((await call('GET', '/report/dokumen-tbo', undefined, other)).statusCode).toBe(403);
    expect((await call('GET', '/report/dokumen-tbo', undefined, {})).statusCode).toBe(401);
  });
});
