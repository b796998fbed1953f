import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { renderInApp } from '../../../testing/render-in-app';
import { CreditApplicationListRoute } from './credit-application-list';

// The browser's save dialog is out of reach here; the request behind it is what is checked.
vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const renderList = (
  address: string,
  access: Record<string, AccessType[]> = {
    [SUB_MENUS.creditApplication]: ['Read', 'Create'],
    [SUB_MENUS.approval]: ['View'],
    [SUB_MENUS.export]: ['Export'],
  },
) => renderInApp(<CreditApplicationListRoute />, { access, address });

const listRequests = () =>
  fetchMock.mock.calls
    .map(([url]) => decodeURIComponent(String(url).replaceAll('+', ' ')))
    .filter((url) => url.includes('/credit-application/paged'));

const fetchMock = stubFetch(() => okResponse({ data: [], total: 0 }));

describe('CreditApplicationListRoute', () => {
  it('lists live applications of every status under Credit Application', async () => {
    renderList('/credit-application');
    expect(await screen.findByRole('heading', { name: 'Credit Application' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Credit' })).toHaveAttribute(
      'href',
      '/credit-application/add',
    );
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    expect(listRequests()[0]).toContain('isArchive=false');
    expect(listRequests()[0]).not.toContain('status=');
  });

  it('asks for archived applications on the archive tab', async () => {
    renderList('/credit-application?tab=archive-list');
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    expect(listRequests()[0]).toContain('isArchive=true');
  });

  it("offers no Export to a reader without the Export menu's right", async () => {
    renderList('/credit-application', { [SUB_MENUS.creditApplication]: ['Read'] });
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('exports the list as the tab and filters show it, all pages', async () => {
    const { user } = renderList('/credit-application?tab=archive-list&status=Rejected');
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)', hidden: true }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/export')),
      ).toBeDefined(),
    );
    const exported = decodeURIComponent(
      String(fetchMock.mock.calls.find(([url]) => String(url).includes('/export'))![0]).replaceAll(
        '+',
        ' ',
      ),
    );
    expect(exported).toContain('/credit-application/export?');
    expect(exported).toContain('format=csv');
    expect(exported).toContain('isArchive=true');
    expect(exported).toContain('status=Rejected');
    expect(exported).not.toContain('page=');
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
  });
});
