import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { CREDIT_TYPE_MESSAGES } from '@creditdesk/domain/credit-types/credit-types.schemas';
import { IN_USE_MESSAGE } from '@creditdesk/domain/shared/list-query.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/permissions';
import { createQueryClient } from '../../../lib/react-query';
import { renderWithTheme } from '../../../testing/render';
import { CreditTypesTable } from './credit-types-table';

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const CREDIT_TYPES = [
  { _id: 'a1', creditappName: 'Kredit Modal Kerja', description: 'Working capital' },
  { _id: 'b2', creditappName: 'Kredit Multiguna', description: null },
].map((row) => ({ ...row, version: 1, created: '2026-01-01', modified: '2026-01-01' }));

const listAnswer = () =>
  json(200, { message: 'Credit types', response: { data: CREDIT_TYPES, total: 12 } });

const renderTable = (access: AccessType[], page = 2) => {
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <CurrentUserContext.Provider
        value={{
          user: {
            _id: 'u',
            name: 'Staff',
            email: 'staff@bank.example',
            isActive: true,
            role: null,
          },
          permissions: [{ subMenu: SUB_MENUS.facility, access }],
        }}
      >
        <MemoryRouter>
          <CreditTypesTable
            page={page}
            limit={10}
            search="kredit"
            onPageChange={vi.fn()}
            editHref={(id) => `/master-data/creditapp/edit/${id}?tab=creditapp-list`}
          />
        </MemoryRouter>
      </CurrentUserContext.Provider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
};

const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreditTypesTable', () => {
  it('lists the page asked for with numbered rows, the spec columns and both actions', async () => {
    fetchMock.mockResolvedValue(listAnswer());
    renderTable(['Read', 'Update', 'Delete']);
    const table = await screen.findByRole('table', { name: 'Credit types' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No', 'CreditApp Name', 'Description', 'Action']);
    expect(await within(table).findByText('Kredit Modal Kerja')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('11')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('12')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('-')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Kredit Modal Kerja' })).toHaveAttribute(
      'href',
      '/master-data/creditapp/edit/a1?tab=creditapp-list',
    );
    expect(screen.getByRole('button', { name: 'Delete Kredit Modal Kerja' })).toBeInTheDocument();
    const [url] = requests();
    expect(url).toContain('GET ');
    expect(url).toContain('/master-data/creditapps?');
    expect(url).toContain('page=2');
    expect(url).toContain('limit=10');
    expect(url).toContain('search=kredit');
  });

  it('shows only the actions the role grants', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(listAnswer()));
    renderTable(['Read', 'Update']);
    await screen.findByText('Kredit Modal Kerja');
    expect(screen.getByRole('link', { name: 'Edit Kredit Modal Kerja' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Kredit Modal Kerja' })).toBeNull();
  });

  it('hides the Action column from a reader', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(listAnswer()));
    renderTable(['Read']);
    await screen.findByText('Kredit Modal Kerja');
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('deletes after the confirmation and lists again', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? json(200, { message: 'Credit type deleted', response: null })
          : listAnswer(),
      ),
    );
    const { user } = renderTable(['Read', 'Delete']);
    await user.click(await screen.findByRole('button', { name: 'Delete Kredit Multiguna' }));
    expect(await screen.findByText(CREDIT_TYPE_MESSAGES.deleteTitle)).toBeInTheDocument();
    expect(screen.getByText('Are you sure want to delete this credit type?')).toBeInTheDocument();
    expect(
      screen.getByText('Once you delete, all data in this credit type cannot be restored'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests()).toContainEqual(
        expect.stringMatching(/^DELETE .*\/master-data\/creditapp\/b2$/),
      ),
    );
    await waitFor(() => expect(requests().filter((r) => r.startsWith('GET'))).toHaveLength(2));
  });

  it("answers a credit type in use with 'Cannot Delete Data'", async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? json(409, { statusCode: 409, error: 'Conflict', message: IN_USE_MESSAGE })
          : listAnswer(),
      ),
    );
    const { user } = renderTable(['Read', 'Delete']);
    await user.click(await screen.findByRole('button', { name: 'Delete Kredit Modal Kerja' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cannot Delete Data')).toBeInTheDocument();
    expect(screen.getByText(IN_USE_MESSAGE)).toBeInTheDocument();
  });

  it("says 'Failed to load data' when the list cannot be loaded", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(403, { statusCode: 403, error: 'Forbidden', message: 'No' })),
    );
    renderTable(['Read']);
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });
});
