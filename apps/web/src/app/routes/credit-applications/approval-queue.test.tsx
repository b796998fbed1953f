import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { applicationDebitur, creditApplicationRow } from '../../../testing/credit-applications';
import { withBrowserTimeZone } from '../../../testing/browser-time-zone';
import { renderInApp } from '../../../testing/render-in-app';
import { ApprovalQueueRoute } from './approval-queue';
import { CreditApplicationListRoute } from './credit-application-list';
import { columnHeaders } from '../../../testing/column-headers';

const DAY = 24 * 60 * 60 * 1000;

const WAITING = creditApplicationRow({
  _id: 'a',
  statusChanged: new Date(Date.now() - 3 * DAY).toISOString(),
  creditAppNo: 'CA-2026-000007',
  status: 'Waiting for Review',
  plafond: { $numberDecimal: '750000000' },
  debitur: applicationDebitur({ fullName: 'Siti Rahma' }),
  createdBy: { _id: 'u1', name: 'Rina Officer' },
});

const fetchMock = stubFetch((url) => {
  const path = new URL(url, 'http://localhost').pathname;
  return okResponse(
    path.endsWith('/credit-application/options')
      ? { creditTypes: [], facilities: [], groups: [] }
      : path.endsWith('/options/debiturs')
        ? { data: [], hasMore: false }
        : path.endsWith('/approval/tiers')
          ? { data: [{ _id: 't-2', name: 'Up to 5 miliar' }], total: 1 }
          : { data: [WAITING], total: 1 },
  );
});

const renderPages = (address: string) =>
  renderInApp(
    <>
      <Link to="/credit-application">Credit Application menu</Link>
      <Link to="/approval">Approval menu</Link>
      <Routes>
        <Route path="/approval" element={<ApprovalQueueRoute />} />
        <Route path="/credit-application" element={<CreditApplicationListRoute />} />
      </Routes>
    </>,
    {
      address,
      access: {
        [SUB_MENUS.creditApplication]: ['Read', 'Create'],
        [SUB_MENUS.approval]: ['View', 'Action'],
      },
      user: { _id: 'u-reviewer', name: 'Budi Reviewer' },
    },
  );

const listRequests = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    // The queue's own route, and the list's when a test moves on to the list.
    .filter((url) => /\/credit-application(\/approval)?\/paged$/.test(url.pathname));

describe('ApprovalQueueRoute', () => {
  withBrowserTimeZone('America/Chicago');

  it("shows since when each application waits on the bank's clock, not the browser's", async () => {
    // 17:30 UTC is already the next day in Jakarta (UTC+7), still the same day in Chicago.
    fetchMock.mockImplementation(async (url) =>
      /\/paged$/.test(new URL(String(url), 'http://localhost').pathname)
        ? okResponse({
            data: [{ ...WAITING, statusChanged: '2026-03-04T17:30:00.000Z' }],
            total: 1,
          })
        : okResponse({}),
    );
    renderPages('/approval');
    const row = await screen.findByRole('row', { name: /CA-2026-000007/ });
    expect(within(row).getByText('since 2026-03-05 00:30')).toBeInTheDocument();
  });

  it('shows the tier with its approvals so far, and asks for what the user may decide', async () => {
    fetchMock.mockImplementation(async (url) =>
      /\/paged$/.test(new URL(String(url), 'http://localhost').pathname)
        ? okResponse({
            data: [
              {
                ...WAITING,
                approval: {
                  tier: { _id: 't-2', name: 'Up to 5 miliar' },
                  required: 2,
                  given: 1,
                  approvers: ['Budi'],
                },
              },
            ],
            total: 1,
          })
        : okResponse({}),
    );
    renderPages('/approval?canDecide=true');
    const row = await screen.findByRole('row', { name: /CA-2026-000007/ });
    expect(within(row).getByText('Up to 5 miliar')).toBeInTheDocument();
    expect(within(row).getByText('1 of 2 · Budi')).toBeInTheDocument();
    expect(listRequests()[0]!.searchParams.get('canDecide')).toBe('true');
  });

  it('asks only for applications Waiting for Review, the longest waiting first', async () => {
    renderPages('/approval');
    expect(await screen.findByRole('heading', { name: 'Approval' })).toBeInTheDocument();
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    // The queue's own route, which Approval/View opens on the server.
    expect(listRequests()[0]!.pathname).toMatch(/\/credit-application\/approval\/paged$/);
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
    expect(columnHeaders(table)).toEqual([
      'No',
      'Application No.',
      'Debitur / Branch',
      'Credit Type',
      'Plafond',
      'Submitted By',
      'Approval Authority',
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
