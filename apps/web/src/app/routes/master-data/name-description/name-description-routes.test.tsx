import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { CREDIT_TYPES_MODULE } from '@creditdesk/domain/credit-types/credit-types.module';
import { FACILITIES_MODULE } from '@creditdesk/domain/facilities/facilities.module';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { jsonResponse, okResponse, stubFetch } from '../../../../testing/api-answers';
import { renderSignedIn } from '../../../../testing/render-in-app';
import { nameDescriptionRoutes } from './name-description-routes';

const facilitiesRoutes = nameDescriptionRoutes(FACILITIES_MODULE);
const creditTypeRoutes = nameDescriptionRoutes(CREDIT_TYPES_MODULE);

const OVERDRAFT = { _id: 'f1', version: 2, facilityName: 'Overdraft', description: null };

const fetchMock = stubFetch((url) =>
  okResponse(url.includes('/master-data/facilities') ? { data: [OVERDRAFT], total: 1 } : OVERDRAFT),
);

const renderAt = (
  address: string,
  access: AccessType[] = ['Read', 'Create', 'Update', 'Delete'],
  routes = facilitiesRoutes,
) => {
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  const { user } = renderSignedIn(<RouterProvider router={router} />, {
    access: { [SUB_MENUS.facility]: access },
  });
  return { router, user };
};

describe('a name/description module built on the kit (facilities)', () => {
  it('lists the records with the add button, search, export and row actions', async () => {
    renderAt('/master-data/facilities?tab=facilities-list');
    expect(await screen.findByRole('link', { name: 'Overdraft' })).toHaveAttribute(
      'href',
      '/master-data/facilities/detail/f1?tab=facilities-list',
    );
    expect(screen.getByRole('link', { name: 'Add New Facility' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Overdraft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Overdraft' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by facility name')).toBeInTheDocument();
  });

  it('hides what the role may not do', async () => {
    renderAt('/master-data/facilities', ['Read']);
    await screen.findByRole('link', { name: 'Overdraft' });
    expect(screen.queryByRole('link', { name: 'Add New Facility' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });

  it('checks the form with the domain schema and returns to the list after saving', async () => {
    const { router, user } = renderAt('/master-data/facilities/add?tab=facilities-list');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Facility Name must be filled')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Facility Name/ }), 'Bank Garansi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/master-data/facilities'));
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ facilityName: 'Bank Garansi' });
  });

  it('shows the detail with its information and the server’s refusal to load', async () => {
    renderAt('/master-data/facilities/detail/f1');
    expect(await screen.findByText('Facility Information')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Detail Facility' })).toBeInTheDocument();

    fetchMock.mockImplementation(async () =>
      jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Facility not found' }),
    );
    renderAt('/master-data/facilities/edit/missing');
    expect(await screen.findByText('Facility not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a module without a detail page by name alone (credit types)', async () => {
    fetchMock.mockImplementation(async () =>
      okResponse({
        data: [{ _id: 'c1', version: 1, creditappName: 'Kredit Modal Kerja', description: null }],
        total: 1,
      }),
    );
    renderAt('/master-data/creditapp?tab=creditapp-list', undefined, creditTypeRoutes);
    expect(await screen.findByText('Kredit Modal Kerja')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kredit Modal Kerja' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit Kredit Modal Kerja' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toContain('/master-data/creditapps');
  });
});

describe('the name/description pages in Indonesian', () => {
  it('show the list, the form and its messages from the catalogue', async () => {
    await i18n.changeLanguage('id');
    renderAt('/master-data/facilities?tab=facilities-list');
    expect(await screen.findByRole('link', { name: 'Tambah Fasilitas Baru' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Cari berdasarkan nama fasilitas')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ubah Overdraft' })).toBeInTheDocument();
    expect(screen.queryByText('Facilities')).toBeNull();

    const { user } = renderAt('/master-data/creditapp/add', undefined, creditTypeRoutes);
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama Jenis Kredit harus diisi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tambah Jenis Kredit Baru' })).toBeInTheDocument();
  });
});
