import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, type InitialEntry } from 'react-router';
import { describe, expect, it } from 'vitest';
import { okResponse, stubFetch } from '../../../../testing/api-answers';
import { renderInApp } from '../../../../testing/render-in-app';
import { DebiturListRoute } from './debitur-list';

const fetchMock = stubFetch(() => okResponse({ data: [], total: 0 }));

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

const renderList = (address: InitialEntry, access: AccessType[] = ['Read', 'Create']) =>
  renderInApp(
    <>
      <DebiturListRoute />
      <Location />
    </>,
    {
      address,
      path: '/master-data/debitur-management',
      access: { [SUB_MENUS.debiturManagement]: access },
    },
  );

const requested = () => fetchMock.mock.calls.map(([url]) => String(url));
const lastRequest = () => requested().at(-1) ?? '';

describe('DebiturListRoute', () => {
  it.each(['/master-data/debitur-management', '/master-data/debitur-management?tab=debitur-list'])(
    'opens %s on the Personal tab',
    async (address) => {
      renderList(address);
      expect(await screen.findByRole('tab', { name: 'Personal' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await waitFor(() => expect(lastRequest()).toContain('type=Personal'));
      expect(lastRequest()).toContain('isArchive=false');
      expect(screen.getByRole('link', { name: 'Add New Debitur' })).toHaveAttribute(
        'href',
        '/master-data/debitur-management/add?tab=personal-list',
      );
    },
  );

  it('opens on the Enterprise tab after an Enterprise debitur was saved', async () => {
    renderList({
      pathname: '/master-data/debitur-management',
      search: '?tab=debitur-list',
      state: { debiturType: 'Enterprise' },
    });
    expect(await screen.findByRole('tab', { name: 'Enterprise' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(lastRequest()).toContain('type=Enterprise'));
  });

  it('opens the tab the address names', async () => {
    renderList('/master-data/debitur-management?tab=archive-list');
    expect(await screen.findByRole('tab', { name: 'Archive' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(lastRequest()).toContain('isArchive=true'));
    expect(lastRequest()).not.toContain('type=');
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
  });

  it('switches tabs through the address, leaving the previous search and page behind', async () => {
    const { user } = renderList(
      '/master-data/debitur-management?tab=personal-list&search=siti&page=2',
    );
    await waitFor(() => expect(lastRequest()).toContain('search=siti'));
    await user.click(screen.getByRole('tab', { name: 'Enterprise' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/master-data/debitur-management?tab=enterprise-list',
    );
    await waitFor(() => expect(lastRequest()).toContain('type=Enterprise'));
    expect(lastRequest()).not.toContain('search=');
    await user.click(screen.getByRole('tab', { name: 'Audit Trail' }));
    await waitFor(() => expect(lastRequest()).toContain('/master-data/debiturs/audit-trail'));
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('sends the filters of the address with the list', async () => {
    renderList(
      '/master-data/debitur-management?tab=personal-list&fullName=Siti%20Rahma&maritalStatus=Married&branchId=b1',
    );
    await waitFor(() => expect(lastRequest()).toContain('fullName=Siti+Rahma'));
    expect(lastRequest()).toContain('maritalStatus=Married');
    expect(lastRequest()).toContain('branchId=b1');
    expect(screen.getByRole('button', { name: /Filter/ })).toHaveTextContent('3');
  });

  it('offers Add New Debitur only with Create', async () => {
    renderList('/master-data/debitur-management?tab=enterprise-list', ['Read']);
    await screen.findByRole('tab', { name: 'Enterprise' });
    expect(screen.queryByRole('link', { name: 'Add New Debitur' })).toBeNull();
  });

  it('offers Export only with the Debitur Management Report right', async () => {
    const { unmount } = renderList('/master-data/debitur-management', ['Read']);
    await waitFor(() => expect(lastRequest()).toContain('/master-data/debiturs'));
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    unmount();
    renderList('/master-data/debitur-management', ['Read', 'Report']);
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
