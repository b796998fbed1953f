import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { DebiturAuditEntry } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { stubFetch } from '../../../testing/api-answers';
import { renderInApp } from '../../../testing/render-in-app';
import { DebiturAuditTrailTable } from './debitur-audit-trail-table';
import { columnHeaders } from '../../../testing/column-headers';

const ENTRIES: DebiturAuditEntry[] = [
  {
    _id: 'a2',
    debiturId: 'p1',
    debiturName: 'Siti Rahma',
    description: 'Updated phoneNumber, address',
    action: 'updated',
    fields: ['phoneNumber', 'address'],
    fileCategory: null,
    actor: { _id: 'u1', name: 'Dewi Lestari' },
    // Local time, so the expected text does not depend on the machine's time zone.
    created: '2026-03-05T09:07:00+07:00',
  },
  {
    _id: 'a1',
    debiturId: 'p1',
    debiturName: 'Siti Rahma',
    description: 'Created',
    action: 'created',
    fields: [],
    fileCategory: null,
    actor: null,
    created: '2026-03-04T16:30:00+07:00',
  },
  {
    _id: 'a0',
    debiturId: 'p1',
    debiturName: 'Siti Rahma',
    description: 'Uploaded Debitur Photo',
    action: 'file-uploaded',
    fields: [],
    fileCategory: 'debiturPhoto',
    actor: null,
    created: '2026-03-04T16:00:00+07:00',
  },
];

const renderTable = (access: AccessType[]) =>
  renderInApp(<DebiturAuditTrailTable page={2} limit={10} search="siti" onPageChange={vi.fn()} />, {
    access: { [SUB_MENUS.debiturManagement]: access },
  });

const fetchMock = stubFetch(() =>
  Promise.resolve(
    new Response(
      JSON.stringify({ message: 'Audit trail', response: { data: ENTRIES, total: 12 } }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    ),
  ),
);

describe('DebiturAuditTrailTable', () => {
  it('lists the changes asked for with who, when and an edit link', async () => {
    renderTable(['Read', 'Update']);
    const table = await screen.findByRole('table', { name: 'Debitur audit trail' });
    expect(await within(table).findByText('Updated Phone Number, Address')).toBeInTheDocument();
    expect(columnHeaders(table)).toEqual([
      'No',
      'Debitur Name',
      'Description',
      'Changed By',
      'Date',
      'Action',
    ]);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    for (const text of ['11', 'Siti Rahma', 'Dewi Lestari', '2026-03-05 09:07'])
      expect(within(first!).getByText(text)).toBeInTheDocument();
    for (const text of ['12', 'Created', '-', '2026-03-04 16:30'])
      expect(within(second!).getByText(text)).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Edit Siti Rahma' })).toHaveAttribute(
      'href',
      '/master-data/debitur/edit/p1',
    );
    const url = String(fetchMock.mock.calls[0]![0]);
    expect(url).toContain('/master-data/debiturs/audit-trail?');
    expect(url).toContain('page=2');
    expect(url).toContain('limit=10');
    expect(url).toContain('search=siti');
  });

  it("describes each change in Indonesian with the form's labels", async () => {
    await i18n.changeLanguage('id');
    renderTable(['Read']);
    expect(await screen.findByText('Mengubah Nomor Telepon, Alamat')).toBeInTheDocument();
    expect(screen.getByText('Dibuat')).toBeInTheDocument();
    expect(screen.getByText('Mengunggah Foto Debitur')).toBeInTheDocument();
    expect(screen.queryByText(/phoneNumber/)).toBeNull();
  });

  it('hides the edit action from a reader', async () => {
    renderTable(['Read']);
    expect(await screen.findByText('Updated Phone Number, Address')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });
});
