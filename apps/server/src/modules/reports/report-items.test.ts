import { describe, expect, it } from 'vitest';
import type { ReportRow } from '@creditdesk/domain/reports/reports.schemas';
import {
  createCreditApplication,
  uploadedDocument,
  validMetadata,
} from '../../testing/credit-applications';
import { adminTestFile } from '../../testing/admin-test-file';
import { refreshReportItems } from './report-items.service';
import { reportItems, reportItemsState } from './reports.table';

const NOW = new Date('2026-03-09T18:30:00Z');

const { session, call, callMultipart } = adminTestFile('/api/v1', { now: () => NOW });

const upload = (applicationId: string, code: string, metadata: Record<string, string>) =>
  uploadedDocument(session.context, session.headers, applicationId, code, metadata);

const policy = (nomorPolis: string, periodeAkhir: string) => ({
  nomorPolis,
  periodeMulai: '2025-03-01',
  periodeAkhir,
});

const rowsOf = async (slug: string, applicationId: string) => {
  const response = await call('GET', `/report/${slug}?limit=100`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().response.data as ReportRow[]).filter(
    (row) => row.application._id === applicationId,
  );
};
const policies = async (applicationId: string) =>
  (await rowsOf('jatuh-tempo-asuransi', applicationId)).map((row) => [
    row.metadata.nomorPolis,
    row.badge,
  ]);

describe('the report items', () => {
  it("follow a document's removal: the policy it replaced is open again", async () => {
    const { id } = await createCreditApplication(session.context, session.headers);
    await upload(id, 'polis-kerugian', policy('POL-1', '2026-03-01'));
    const newer = await upload(id, 'polis-kerugian', policy('POL-2', '2027-03-01'));
    expect(await policies(id)).toEqual([
      ['POL-2', 'active'],
      ['POL-1', 'done'],
    ]);

    const removed = await call(
      'DELETE',
      `/document-credit-application/${id}/type/${newer.type._id}/file/${newer.file._id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await policies(id)).toEqual([['POL-1', 'overdue']]);
  });

  it("follow a document's edit: a covernote marked Selesai is done", async () => {
    const { id } = await createCreditApplication(session.context, session.headers);
    const covernote = await upload(id, 'covernote-notaris', {
      nomorCovernote: 'CN-1',
      tanggalAkhir: '2026-03-01',
    });
    expect((await rowsOf('covernote-notaris', id)).map((row) => row.badge)).toEqual(['overdue']);

    const metadata = { ...validMetadata('covernote-notaris'), tanggalAkhir: '2026-03-01' };
    const edited = await callMultipart('PUT', `/document-credit-application/${id}`, {
      updates: JSON.stringify([
        {
          typeId: covernote.type._id,
          fileId: covernote.file._id,
          metadata: { ...metadata, nomorCovernote: 'CN-1', status: 'Selesai' },
        },
      ]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await rowsOf('covernote-notaris', id)).map((row) => row.badge)).toEqual(['done']);
  });

  it('follow their application: an archived one leaves every report, and comes back', async () => {
    const { id } = await createCreditApplication(session.context, session.headers);
    await upload(id, 'polis-kerugian', policy('POL-A', '2027-03-01'));
    const archive = (isArchive: boolean) =>
      call('PUT', `/credit-application/${id}/archive`, { isArchive });

    expect((await archive(true)).statusCode).toBe(200);
    expect(await policies(id)).toEqual([]);
    expect((await archive(false)).statusCode).toBe(200);
    expect(await policies(id)).toEqual([['POL-A', 'active']]);
  });

  it('are built again at start when the catalogue they were built from changed', async () => {
    const { id } = await createCreditApplication(session.context, session.headers);
    await upload(id, 'polis-kerugian', policy('POL-R', '2027-03-01'));
    await session.context.db.delete(reportItems);
    await session.context.db.update(reportItemsState).set({ fingerprint: 'an older catalogue' });
    expect(await policies(id)).toEqual([]);

    expect(await refreshReportItems(session.context.db)).toBe(true);
    expect(await policies(id)).toEqual([['POL-R', 'active']]);
    expect(await refreshReportItems(session.context.db)).toBe(false);
  });
});
