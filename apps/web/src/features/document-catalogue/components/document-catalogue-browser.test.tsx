import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { CatalogueCategory } from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okResponse, stubFetch } from '../../../testing/api-answers';
import { renderInApp } from '../../../testing/render-in-app';
import { DocumentCatalogueBrowser } from './document-catalogue-browser';

const type = (id: string, title: string, extra: object = {}) => ({
  id,
  code: id,
  title,
  categoryCode: 'legalitas',
  position: 0,
  mandatory: 'always' as const,
  report: null,
  dueField: null,
  formMetaData: [{ label: 'Nomor', name: 'nomor', type: 'text' as const, required: true }],
  retired: false,
  inUse: false,
  codeLocked: false,
  ...extra,
});

const TREE: CatalogueCategory[] = [
  {
    code: 'legalitas',
    title: 'Legalitas',
    position: 0,
    debiturKinds: 'both',
    retired: false,
    inUse: true,
    types: [
      type('ktp', 'KTP', { inUse: true, codeLocked: true }),
      type('akta-lama', 'Akta Lama', { retired: true, mandatory: 'none' }),
    ],
  },
];

const fetchMock = stubFetch((_url, init) => {
  if (init?.method === 'DELETE')
    return jsonResponse(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 'request.inUse',
      message: 'Cannot delete: the data is in use',
    });
  return okResponse(TREE);
});

const renderBrowser = (access: string[]) =>
  renderInApp(
    <DocumentCatalogueBrowser
      chosen="legalitas"
      onChoose={() => {}}
      addTypeHref={(code) => `/add?category=${code}`}
      editTypeHref={(row) => `/edit/${row.id}`}
    />,
    { access: { [SUB_MENUS.documentCatalogue]: access as never } },
  );

describe('DocumentCatalogueBrowser', () => {
  it('shows the tree to a reader, retired and in-use marked, with no change controls', async () => {
    renderBrowser(['Read']);
    const table = await screen.findByRole('table', { name: 'Document types of Legalitas' });
    const ktp = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText('KTP'))!;
    expect(within(ktp).getByText('In use')).toBeInTheDocument();
    expect(within(ktp).getByText('Always')).toBeInTheDocument();
    expect(within(table).getByText('Retired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Category' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Document Type' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete KTP' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit KTP' })).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Show retired' }));
    expect(within(table).queryByText('Akta Lama')).toBeNull();
  });

  it('asks before a delete and explains a refusal by its code', async () => {
    renderBrowser(['Read', 'Create', 'Update', 'Delete']);
    expect(await screen.findByRole('link', { name: 'Add Document Type' })).toHaveAttribute(
      'href',
      '/add?category=legalitas',
    );
    expect(screen.getByRole('link', { name: 'Edit KTP' })).toHaveAttribute('href', '/edit/ktp');
    await userEvent.click(screen.getByRole('button', { name: 'Delete KTP' }));
    const question = await screen.findByRole('dialog', { name: 'Delete from Document Catalogue' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Cannot Delete Data' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/type/ktp'),
        ),
      ).toBe(true),
    );
  });
});
