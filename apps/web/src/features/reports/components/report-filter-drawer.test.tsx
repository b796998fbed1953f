import { reportDefinition } from '@creditdesk/domain/reports/report-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../testing/mocked-api-client';
import { renderWithQueryClient } from '../../../testing/render';
import { ReportFilterDrawer } from './report-filter-drawer';

vi.mock('../../../lib/api-client', () => import('../../../testing/mocked-api-client'));

const definition = reportDefinition('master-document-jaminan');
if (!definition) throw new Error('no master-document-jaminan report');

/** The page's filter options as the bank's catalogue has them: a type and an option it added. */
const FILTER_OPTIONS = {
  jenisDokumen: [
    { value: 'dokumen-sertifikat', label: 'Dokumen Sertifikat' },
    { value: 'surat-gadai', label: 'Surat Gadai' },
  ],
  statusSimpan: [
    { value: 'Di Khazanah', label: 'Di Khazanah' },
    { value: 'Di Notaris', label: 'Di Notaris' },
  ],
};

const noChoices = { data: [], isError: false };
const useChoices = () => ({
  groups: noChoices,
  branches: noChoices,
  creditTypes: noChoices,
  facilities: noChoices,
  debiturs: {
    ...noChoices,
    searchValue: '',
    onSearchChange: () => undefined,
    hasMore: false,
    isFetching: false,
  },
});

/** The options of one select's dropdown (every dropdown stays in the drawer's DOM). */
const optionTexts = async (field: HTMLElement) => {
  const listbox = await waitFor(() => {
    const id = field.getAttribute('aria-controls');
    // eslint-disable-next-line testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error('the dropdown is not open');
    return element;
  });
  const options = await within(listbox).findAllByRole('option', { hidden: true });
  return options.map((option) => option.textContent);
};

describe('ReportFilterDrawer', () => {
  beforeEach(() => {
    api.get.mockReset();
  });

  it("offers the catalogue's types and options, asked of the server once the drawer opens", async () => {
    api.get.mockImplementation((url: string) =>
      url === '/report/master-document-jaminan/filter-options'
        ? Promise.resolve(FILTER_OPTIONS)
        : Promise.reject(new Error(`unexpected ${url}`)),
    );
    const onApply = vi.fn();
    const { user } = renderWithQueryClient(
      <ReportFilterDrawer
        definition={definition}
        opened
        onClose={() => undefined}
        value={{}}
        onApply={onApply}
        useChoices={useChoices}
      />,
    );

    const types = screen.getByRole('combobox', { name: 'Jenis Dokumen' });
    await user.click(types);
    await waitFor(async () =>
      expect(await optionTexts(types)).toEqual(['Dokumen Sertifikat', 'Surat Gadai']),
    );
    const status = screen.getByRole('combobox', { name: 'Status Simpan' });
    await user.click(status);
    await waitFor(async () =>
      expect(await optionTexts(status)).toEqual(['Di Khazanah', 'Di Notaris']),
    );
    await user.click(screen.getByRole('option', { name: 'Di Notaris', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ statusSimpan: ['Di Notaris'] }));
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('reads the choices again at each opening, so that a type the bank just added is offered', async () => {
    const added = {
      ...FILTER_OPTIONS,
      jenisDokumen: [
        ...FILTER_OPTIONS.jenisDokumen,
        { value: 'surat-kuasa', label: 'Surat Kuasa' },
      ],
    };
    api.get.mockResolvedValueOnce(FILTER_OPTIONS).mockResolvedValueOnce(added);
    const Page = () => {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(!opened)}>
            Filter
          </button>
          <ReportFilterDrawer
            definition={definition}
            opened={opened}
            onClose={() => setOpened(false)}
            value={{}}
            onApply={() => undefined}
            useChoices={useChoices}
          />
        </>
      );
    };
    const { user } = renderWithQueryClient(<Page />);
    const typesNamed = () => screen.getByRole('combobox', { name: 'Jenis Dokumen' });
    await user.click(typesNamed());
    await waitFor(async () =>
      expect(await optionTexts(typesNamed())).toEqual(['Dokumen Sertifikat', 'Surat Gadai']),
    );

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Jenis Dokumen' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(typesNamed());
    await waitFor(async () =>
      expect(await optionTexts(typesNamed())).toEqual([
        'Dokumen Sertifikat',
        'Surat Gadai',
        'Surat Kuasa',
      ]),
    );
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});
