import { LOGBOOK_SUB_MENU, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { LogbookEntry } from '@creditdesk/domain/logbook/logbook.schemas';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { renderInApp } from '../../../testing/render-in-app';
import { LogbookListRoute } from './logbook-list';

const inDays = (days: number) => dayjs(businessToday()).add(days, 'day').format('YYYY-MM-DD');

const call = (fields: Partial<LogbookEntry>): LogbookEntry => ({
  _id: 'c1',
  version: 1,
  created: '2026-11-20T02:15:00.000Z',
  modified: '2026-11-20T02:15:00.000Z',
  callAt: '2026-11-20T02:15:00.000Z',
  caller: 'Budi Santoso',
  party: 'Notaris',
  phone: '021-5550123',
  creditApplication: { _id: 'a1', creditAppNo: 'CA-2026-000007' },
  debitur: null,
  branch: { _id: 'b1', branchName: 'Bandung' },
  topic: 'Covernote APHT',
  summary: 'Asks for the deed',
  receivedBy: 'Rina Officer',
  followUp: null,
  personInCharge: 'Sari',
  targetDate: inDays(-2),
  status: 'Open',
  closedAt: null,
  createdBy: { _id: 'u1', name: 'Rina Officer' },
  ...fields,
});

const ROWS = [
  call({}),
  call({ _id: 'c2', caller: 'Dewi Dealer', party: 'Dealer', targetDate: inDays(12) }),
  call({ _id: 'c3', caller: 'Andi Asuransi', status: 'Closed', targetDate: inDays(-40) }),
];

const renderList = (access: AccessType[], address = '/report/logbook-incoming-call') => {
  renderInApp(<LogbookListRoute />, {
    access: { [LOGBOOK_SUB_MENU]: access },
    user: { _id: 'u1', name: 'Rina Officer', email: 'r@bank.example' },
    address,
    path: '/report/logbook-incoming-call',
  });
  return { user: userEvent.setup({ delay: null }) };
};

const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: new URL(String(url), 'http://localhost'),
    method: init?.method ?? 'GET',
  }));

const fetchMock = stubFetch((url) => {
  const path = new URL(String(url), 'http://localhost').pathname;
  const response = path.endsWith('/close')
    ? call({ status: 'Closed' })
    : { data: ROWS, total: ROWS.length };
  return Promise.resolve(okResponse(response));
});

describe('LogbookListRoute', () => {
  it('shows Days Left and the due badge of each call, Done once it is closed', async () => {
    renderList(['Read', 'Update']);
    const table = await screen.findByRole('table', { name: 'Logbook incoming call' });
    await within(table).findByText('Budi Santoso');
    const rows = within(table).getAllByRole('row');
    const [overdue, dueSoon, closed] = rows.slice(1);
    expect(within(overdue!).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue!).getByText('-2')).toBeInTheDocument();
    expect(within(overdue!).getByText('2026-11-20 09:15')).toBeInTheDocument();
    expect(within(dueSoon!).getByText('Due in 30 days')).toBeInTheDocument();
    expect(within(closed!).getByText('Done')).toBeInTheDocument();
    expect(within(closed!).queryByRole('button', { name: /Close call/ })).toBeNull();
  });

  it('shows Add, Export and the row actions only to the rights that allow them', async () => {
    renderList(['Read']);
    await screen.findByRole('table', { name: 'Logbook incoming call' });
    expect(screen.queryByRole('link', { name: 'Add New Call' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });

  it('sends the party and status filters of the address with the search', async () => {
    renderList(['Read'], '/report/logbook-incoming-call?party=Dealer&status=Open&status=Bogus');
    await waitFor(() => expect(requests()).toHaveLength(1));
    const query = requests()[0]!.url.searchParams;
    expect(query.getAll('party')).toEqual(['Dealer']);
    expect(query.getAll('status')).toEqual(['Open']);
  });

  it('closes a call after the confirmation', async () => {
    const { user } = renderList(['Read', 'Update']);
    await user.click(await screen.findByRole('button', { name: 'Close call from Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Call' });
    expect(within(dialog).getByText('Are you sure want to close this call?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close Call' }));
    await waitFor(() =>
      expect(
        requests().some((r) => r.method === 'POST' && r.url.pathname.endsWith('/c1/close')),
      ).toBe(true),
    );
  });
});
