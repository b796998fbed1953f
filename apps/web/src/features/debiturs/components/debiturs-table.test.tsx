import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { DEBITUR_MESSAGES, type Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/api-answers';
import { debitur } from '../../../testing/debiturs';
import { renderInApp } from '../../../testing/render-in-app';
import type { DebiturListTab } from '../api/get-debiturs';
import { DebitursTable } from './debiturs-table';
import { englishMessage } from '@creditdesk/domain/shared/message-codes';
import { columnHeaders } from '../../../testing/column-headers';

const fetchMock = stubFetch();

const SITI = debitur({
  _id: 'p1',
  fullName: 'Siti Rahma',
  idNumber: '3273010101900001',
  phoneNumber: '+6281234567',
  maritalStatus: 'Married',
});
const MAJU = debitur({
  _id: 'e1',
  type: 'Enterprise',
  companyName: 'PT Maju Jaya',
  organizerName: 'Budi Santoso',
  telephoneNumber: '022-123456',
  budget: { $numberDecimal: '1500000.5' },
  relatedBranch: { _id: 'b2', branchName: 'Medan' },
});

const listAnswer = (rows: Debitur[]) =>
  jsonResponse(200, { message: 'Debiturs', response: { data: rows, total: rows.length } });

const renderTable = (tab: DebiturListTab, access: AccessType[]) => {
  return renderInApp(
    <DebitursTable
      tab={tab}
      params={{ page: 1, limit: 10, isArchive: tab === 'archive-list' }}
      onPageChange={vi.fn()}
      detailHref={(id) => `/master-data/debitur-management/detail/${id}?tab=${tab}`}
      editHref={(id) => `/master-data/debitur-management/edit/${id}?tab=${tab}`}
    />,
    { access: { [SUB_MENUS.debiturManagement]: access } },
  );
};

const requests = () =>
  fetchMock.mock.calls.map(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url)} ${String(init?.body ?? '')}`,
  );

const headers = () => columnHeaders(screen.getByRole('table', { name: 'Debiturs' }));

describe('DebitursTable', () => {
  it('shows the Personal columns with the name linking to the detail', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(listAnswer([SITI])));
    renderTable('personal-list', ['Read', 'Update', 'Delete']);
    expect(await screen.findByRole('link', { name: 'Siti Rahma' })).toHaveAttribute(
      'href',
      '/master-data/debitur-management/detail/p1?tab=personal-list',
    );
    expect(headers()).toEqual([
      'No',
      'Debitur Name',
      'ID Number',
      'Phone Number',
      'Marital Status',
      'Branch',
      'Action',
    ]);
    const row = screen.getAllByRole('row')[1]!;
    for (const text of ['1', '3273010101900001', '+6281234567', 'Married', 'Bandung'])
      expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it('shows the Enterprise columns with the budget in Rupiah', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(listAnswer([MAJU])));
    renderTable('enterprise-list', ['Read']);
    expect(await screen.findByRole('link', { name: 'PT Maju Jaya' })).toBeInTheDocument();
    expect(headers()).toEqual([
      'No',
      'Company Name',
      'Organizer Name',
      'Telephone Number',
      'Budget',
      'Branch',
    ]);
    expect(screen.getByText('Rp 1.500.000,50')).toBeInTheDocument();
    expect(screen.getByText('Budi Santoso')).toBeInTheDocument();
  });

  it('gives Update the edit and archive actions and Delete the delete action', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(listAnswer([SITI])));
    renderTable('personal-list', ['Read', 'Update']);
    expect(await screen.findByRole('link', { name: 'Edit Siti Rahma' })).toHaveAttribute(
      'href',
      '/master-data/debitur-management/edit/p1?tab=personal-list',
    );
    expect(screen.getByRole('button', { name: 'Archive Siti Rahma' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Siti Rahma' })).toBeNull();
  });

  it('gives Delete alone only the delete action', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(listAnswer([SITI])));
    renderTable('personal-list', ['Read', 'Delete']);
    expect(await screen.findByRole('button', { name: 'Delete Siti Rahma' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Siti Rahma' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive Siti Rahma' })).toBeNull();
  });

  it('hides the Action column from a reader', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(listAnswer([SITI])));
    renderTable('personal-list', ['Read']);
    await screen.findByRole('link', { name: 'Siti Rahma' });
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });

  it('archives after the confirmation, sending isArchive true', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? jsonResponse(200, { message: 'Archived', response: { ...SITI, isArchive: true } })
          : listAnswer([SITI]),
      ),
    );
    const { user } = renderTable('personal-list', ['Read', 'Update']);
    await user.click(await screen.findByRole('button', { name: 'Archive Siti Rahma' }));
    expect(await screen.findByText('Are you sure want to archive this debitur?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(requests()).toContainEqual(
        expect.stringMatching(/^PUT .*\/master-data\/debitur\/p1\/archive \{"isArchive":true\}$/),
      ),
    );
    await waitFor(() => expect(requests().filter((r) => r.startsWith('GET'))).toHaveLength(2));
  });

  it('lists both types on the archive tab and offers Unarchive, sending isArchive false', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? jsonResponse(200, { message: 'Unarchived', response: MAJU })
          : listAnswer([
              { ...SITI, isArchive: true },
              { ...MAJU, isArchive: true },
            ]),
      ),
    );
    const { user } = renderTable('archive-list', ['Read', 'Update']);
    expect(await screen.findByRole('link', { name: 'PT Maju Jaya' })).toHaveAttribute(
      'href',
      '/master-data/debitur-management/detail/e1?tab=archive-list',
    );
    expect(headers()).toEqual(['No', 'Type', 'Name', 'Phone Number', 'Branch', 'Action']);
    expect(screen.getByRole('link', { name: 'Siti Rahma' })).toBeInTheDocument();
    expect(screen.getByText('Enterprise')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archive / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unarchive PT Maju Jaya' }));
    expect(await screen.findByText('Are you sure want to unarchive this debitur?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unarchive' }));
    await waitFor(() =>
      expect(requests()).toContainEqual(
        expect.stringMatching(/^PUT .*\/master-data\/debitur\/e1\/archive \{"isArchive":false\}$/),
      ),
    );
    expect(requests()[0]).toContain('isArchive=true');
  });

  it("deletes with the debitur texts and answers one in use with 'Cannot Delete Data'", async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? jsonResponse(409, {
              statusCode: 409,
              error: 'Conflict',
              message: 'You cannot delete data. The data has been used in another module.',
              code: 'request.inUse',
            })
          : listAnswer([SITI]),
      ),
    );
    const { user } = renderTable('personal-list', ['Read', 'Delete']);
    await user.click(await screen.findByRole('button', { name: 'Delete Siti Rahma' }));
    expect(
      await screen.findByText(englishMessage(DEBITUR_MESSAGES.deleteTitle)),
    ).toBeInTheDocument();
    expect(screen.getByText(englishMessage(DEBITUR_MESSAGES.deleteQuestion))).toBeInTheDocument();
    expect(screen.getByText(englishMessage(DEBITUR_MESSAGES.deleteWarning))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cannot Delete Data')).toBeInTheDocument();
    expect(requests()).toContainEqual(
      expect.stringMatching(/^DELETE .*\/master-data\/debitur\/p1 $/),
    );
  });
});
