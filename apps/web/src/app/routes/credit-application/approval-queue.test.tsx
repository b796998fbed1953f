import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { CreditApplicationRow } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/permissions';
import { createQueryClient } from '../../../lib/react-query';
import { renderWithTheme } from '../../../testing/render';
import { ApprovalQueueRoute } from './approval-queue';
import { CreditApplicationListRoute } from './credit-application-list';
import { okResponse } from '../../../testing/api-answers';

const fetchMock = vi.fn<typeof fetch>();
const DAY = 24 * 60 * 60 * 1000;

const waiting = (fields: Partial<CreditApplicationRow>): CreditApplicationRow => ({
  _id: 'a',
  version: 1,
  created: '2026-01-01T00:00:00.000Z',
  modified: '2026-01-01T00:00:00.000Z',
  statusChanged: new Date(Date.now() - 3 * DAY).toISOString(),
  creditAppNo: 'CA-2026-000007',
  creditAppDate: '2026-01-02',
  type: 'Personal',
  joinType: 'Existing Debitur',
  status: 'Waiting for Review',
  isArchive: false,
  creditType: { _id: 't1', creditappName: 'Kredit Modal Kerja' },
  plafond: { $numberDecimal: '750000000' },
  tenorStartDate: '2026-02-01',
  tenorEndDate: '2027-02-01',
  creditDesc: null,
  debitur: {
    _id: 'd1',
    type: 'Personal',
    fullName: 'Siti Rahma',
    companyName: null,
    email: null,
    relatedGroup: { _id: 'g1', groupName: 'Jawa Barat' },
    relatedBranch: { _id: 'b1', branchName: 'Bandung' },
    debiturPhotos: [],
  },
  group: { _id: 'g1', groupName: 'Jawa Barat' },
  branch: { _id: 'b1', branchName: 'Bandung' },
  facilities: [],
  createdBy: { _id: 'u1', name: 'Rina Officer' },
  ...fields,
});

const renderPages = (address: string) => {
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <CurrentUserContext.Provider
        value={{
          user: {
            _id: 'u-reviewer',
            name: 'Budi Reviewer',
            email: 'reviewer@bank.example',
            isActive: true,
            role: null,
          },
          permissions: [
            { subMenu: SUB_MENUS.creditApplication, access: ['Read', 'Create'] },
            { subMenu: SUB_MENUS.approval, access: ['View', 'Action'] },
          ],
        }}
      >
        <MemoryRouter initialEntries={[address]}>
          <Link to="/credit-application">Credit Application menu</Link>
          <Link to="/approval">Approval menu</Link>
          <Routes>
            <Route path="/approval" element={<ApprovalQueueRoute />} />
            <Route path="/credit-application" element={<CreditApplicationListRoute />} />
          </Routes>
        </MemoryRouter>
      </CurrentUserContext.Provider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }) };
};

const listRequests = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/credit-application/paged'));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    const response = path.endsWith('/credit-application/options')
      ? { creditTypes: [], facilities: [], groups: [] }
      : path.endsWith('/options/debiturs')
        ? { data: [], hasMore: false }
        : { data: [waiting({})], total: 1 };
    return Promise.resolve(okResponse(response));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApprovalQueueRoute', () => {
  it('asks only for applications Waiting for Review, the longest waiting first', async () => {
    renderPages('/approval');
    expect(await screen.findByRole('heading', { name: 'Approval' })).toBeInTheDocument();
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    const query = listRequests()[0]!.searchParams;
    expect(query.getAll('status')).toEqual(['Waiting for Review']);
    expect(query.get('sortBy')).toBe('statusChanged');
    expect(query.get('sortOrder')).toBe('asc');
    expect(query.get('isArchive')).toBe('false');
  });

  it('shows how long each application has waited, and no Add New Credit or Archive tab', async () => {
    renderPages('/approval');
    const table = await screen.findByRole('table', {
      name: 'Credit applications waiting for review',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'No',
      'Application No.',
      'Debitur / Branch',
      'Credit Type',
      'Plafond',
      'Submitted By',
      'Waiting',
      'Action',
    ]);
    const row = await within(table).findByRole('row', { name: /CA-2026-000007/ });
    expect(within(row).getByText('3 days')).toBeInTheDocument();
    expect(within(row).getByText('Rp 750.000.000')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Review CA-2026-000007' })).toHaveAttribute(
      'href',
      '/credit-application/detail/a?tab=detail',
    );
    expect(screen.queryByRole('link', { name: 'Add New Credit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('offers no status filter: the queue holds one status', async () => {
    const { user } = renderPages('/approval');
    await user.click(await screen.findByRole('button', { name: /Filter/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(drawer).getByText('Tenor Start Date')).toBeInTheDocument();
    expect(within(drawer).getByText('Branch')).toBeInTheDocument();
    expect(within(drawer).queryByText('Status')).not.toBeInTheDocument();
  });

  it("keeps its search and filters to itself: the list does not inherit them, nor it the list's", async () => {
    const { user } = renderPages('/approval?search=Siti&branchId=b1');
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    expect(listRequests()[0]!.searchParams.get('search')).toBe('Siti');

    await user.click(screen.getByRole('link', { name: 'Credit Application menu' }));
    expect(await screen.findByRole('heading', { name: 'Credit Application' })).toBeInTheDocument();
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    const list = listRequests()[1]!.searchParams;
    expect(list.has('search')).toBe(false);
    expect(list.has('branchId')).toBe(false);
    expect(list.has('status')).toBe(false);
  });
});
