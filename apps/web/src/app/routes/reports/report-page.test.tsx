import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { reportDefinition } from '@creditdesk/domain/reports/report-catalogue';
import type { ReportRow } from '@creditdesk/domain/reports/reports.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { okResponse } from '../../../testing/api-answers';
import { renderInApp } from '../../../testing/render-in-app';
import { exportCsv, filterInDrawer, stubReportServer } from '../../../testing/reports';
import { ReportRoute } from './report-page';
import { columnHeaders } from '../../../testing/column-headers';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const definition = reportDefinition('covernote-notaris');
if (!definition) throw new Error('no covernote-notaris report');

const row: ReportRow = {
  _id: 'doc-1',
  application: {
    _id: 'app-1',
    creditAppNo: 'CA-2026-0001',
    status: 'Credit Approved',
    tenorEndDate: '2027-01-31',
  },
  debitur: { _id: 'deb-1', name: 'Rina Kartika' },
  group: { _id: 'g-1', name: 'Jawa Barat' },
  branch: { _id: 'b-1', name: 'Bandung' },
  document: {
    typeCode: 'covernote-notaris',
    typeTitle: 'Covernote Notaris',
    category: 'covernote',
  },
  metadata: {
    nomorCovernote: 'CN-001',
    namaNotaris: 'Notaris Hadi',
    tanggalMulai: '2026-02-03',
    tanggalAkhir: '2026-03-05',
    status: 'Proses',
  },
  dueDate: '2026-03-05',
  daysLeft: -5,
  badge: 'overdue',
  endsBeforeTenor: false,
  createdBy: { _id: 'u', name: 'Officer' },
};

const renderReport = (address: string, access: AccessType[]) =>
  renderInApp(<ReportRoute definition={definition} />, {
    address,
    access: { [definition.subMenu]: access },
  });

const DEBITUR = {
  _id: 'deb-1',
  type: 'Personal',
  name: 'Rina Kartika',
  relatedGroup: { _id: 'g-1', groupName: 'Jawa Barat' },
  relatedBranch: { _id: 'b-1', branchName: 'Bandung' },
};

const requests = stubReportServer({
  path: '/report/covernote-notaris',
  row,
  filename: 'laporan-covernote-notaris.csv',
  also: (url) =>
    url.includes('/options/debiturs') ? okResponse({ data: [DEBITUR], hasMore: false }) : undefined,
});

describe('ReportRoute', () => {
  it('shows the rows with Days Left, the badge and a link to the document category', async () => {
    renderReport('/report/covernote-notaris', ['Read']);
    expect(await screen.findByRole('heading', { name: 'Covernote Notaris' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Covernote Notaris' });
    expect(await within(table).findByText('Overdue')).toBeInTheDocument();
    expect(within(table).getByText('-5')).toBeInTheDocument();
    expect(within(table).getByText('CN-001')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'CA-2026-0001' })).toHaveAttribute(
      'href',
      '/credit-application/detail/app-1?tab=detail&category=covernote',
    );
    expect(screen.getByText('Showing 1-1 of 1 entries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /export/i })).not.toBeInTheDocument();
  });

  it('shows the number, the debitur, Due Date, Days Left and the badge first, details folded under theirs', async () => {
    renderReport('/report/covernote-notaris', ['Read']);
    const table = await screen.findByRole('table', { name: 'Covernote Notaris' });
    await within(table).findByText('Overdue');
    expect(columnHeaders(table)).toEqual([
      'No',
      'Application No.',
      'Nomor Covernote / Tanggal / Status Covernote',
      'Debitur / Branch',
      'Due Date',
      'Days Left',
      'Status',
      'Notaris / Pekerjaan',
    ]);
    const cells = within(table).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent(/^CN-0012026-02-03Proses$/);
    expect(cells[3]).toHaveTextContent(/^Rina KartikaBandung$/);
    // An empty folded value takes no line.
    expect(cells[7]).toHaveTextContent(/^Notaris Hadi$/);
  });

  it('sends the filters of the address, a date as one value and badges as a list', async () => {
    renderReport(
      '/report/covernote-notaris?badge=overdue&badge=due-30&dueFrom=2026-03-01&notaris=Hadi',
      ['Read'],
    );
    await waitFor(() => expect(requests()).toHaveLength(1));
    const [request] = requests();
    expect(request).toContain('badge=overdue&badge=due-30');
    expect(request).toContain('dueFrom=2026-03-01');
    expect(request).toContain('notaris=Hadi');
  });

  it('filters by group and by a debitur searched on the server, from the Filter drawer', async () => {
    const { user } = renderReport('/report/covernote-notaris', ['Read']);
    const filtered = await filterInDrawer(user, requests, [
      { label: 'Group', option: 'Jawa Barat' },
      { label: 'Debitur', typed: 'Rina', option: 'Rina Kartika' },
    ]);
    expect(filtered).toContain('groupId=g-1');
    expect(filtered).toContain('debitur=deb-1');
  });

  it('exports exactly the filtered rows when the role may export', async () => {
    const { user } = renderReport('/report/covernote-notaris?badge=overdue', ['Read', 'Export']);
    const exported = await exportCsv(user, requests, vi.mocked(saveFile));
    expect(exported).toContain('badge=overdue');
    expect(exported).toContain('format=csv');
    expect(exported).not.toContain('page=');
  });
});
