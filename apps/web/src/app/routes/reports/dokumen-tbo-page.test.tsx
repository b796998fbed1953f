import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { DokumenTboRow } from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { renderInApp } from '../../../testing/render-in-app';
import { exportCsv, filterInDrawer, stubReportServer } from '../../../testing/reports';
import { DokumenTboRoute } from './dokumen-tbo-page';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const row: DokumenTboRow = {
  _id: 'def-1',
  application: { _id: 'app-1', creditAppNo: 'CA-2026-0001', status: 'Waiting for Review' },
  debitur: { _id: 'deb-1', name: 'Rina Kartika' },
  branch: { _id: 'b-1', name: 'Bandung' },
  documentType: {
    _id: 't-1',
    code: 'dokumen-sertifikat',
    title: 'Dokumen Sertifikat',
    category: 'agunan',
  },
  status: 'Granted',
  promisedDate: '2026-03-05',
  daysLeft: -5,
  badge: 'overdue',
  reason: 'Sertifikat masih di Kantor Pertanahan',
  createdBy: { _id: 'u-1', name: 'Officer' },
};

const requests = stubReportServer({
  path: '/report/dokumen-tbo',
  row,
  filename: 'laporan-dokumen-tbo.csv',
});

const renderPage = (address: string, access: AccessType[]) =>
  renderInApp(<DokumenTboRoute />, { address, access: { 'Dokumen TBO': access } });

describe('DokumenTboRoute', () => {
  it('shows each open deferral with its type, status, promised date, Days Left and badge', async () => {
    renderPage('/report/dokumen-tbo', ['Read']);
    expect(await screen.findByRole('heading', { name: 'Dokumen TBO' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Dokumen TBO' });
    expect(await within(table).findByText('Overdue')).toBeInTheDocument();
    expect(within(table).getByText('Granted')).toBeInTheDocument();
    expect(within(table).getByText('Dokumen Sertifikat')).toBeInTheDocument();
    expect(within(table).getByText('2026-03-05')).toBeInTheDocument();
    expect(within(table).getByText('-5')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Promised Date' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'CA-2026-0001' })).toHaveAttribute(
      'href',
      '/credit-application/detail/app-1?tab=detail&category=agunan',
    );
    expect(screen.queryByRole('button', { name: /export/i })).not.toBeInTheDocument();
  });

  it('sends the address’s filters, a date as one value and badges as a list', async () => {
    renderPage('/report/dokumen-tbo?badge=overdue&badge=due-30&promisedFrom=2026-03-01', ['Read']);
    await waitFor(() => expect(requests()).toHaveLength(1));
    const [request] = requests();
    expect(request).toContain('badge=overdue&badge=due-30');
    expect(request).toContain('promisedFrom=2026-03-01');
  });

  it('filters by branch and status from the Filter drawer', async () => {
    const { user } = renderPage('/report/dokumen-tbo', ['Read']);
    const filtered = await filterInDrawer(user, requests, [
      { label: 'Branch', option: 'Bandung' },
      { label: 'Deferral Status', option: 'Requested' },
    ]);
    expect(filtered).toContain('branchId=b-1');
    expect(filtered).toContain('status=Requested');
  });

  it('exports exactly the filtered rows when the role may export', async () => {
    const { user } = renderPage('/report/dokumen-tbo?badge=overdue', ['Read', 'Export']);
    const exported = await exportCsv(user, requests, vi.mocked(saveFile));
    expect(exported).toContain('badge=overdue');
    expect(exported).toContain('format=csv');
    expect(exported).not.toContain('page=');
  });
});
