import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { AREA_GROUPS } from '../../../testing/area';
import { chooseOption } from '../../../testing/choose-option';
import { renderWithQueryClient } from '../../../testing/render';
import { NO_DEBITUR_FILTERS, toDebiturListParams, type DebiturFilters } from '../api/get-debiturs';
import { DebiturFilterDrawer } from './debitur-filter-drawer';

const fetchMock = stubFetch(async (input) => {
  const url = String(input);
  if (url.includes('/master-data/debitur/options')) return okResponse({ groups: AREA_GROUPS });
  return okResponse({
    data: url.includes('type=Personal')
      ? [{ fullName: 'Siti Rahma' }, { fullName: 'Andi Wijaya' }]
      : [{ companyName: 'PT Maju Jaya' }],
    total: 2,
  });
});

const renderDrawer = (type: 'Personal' | 'Enterprise', value = NO_DEBITUR_FILTERS) => {
  const onApply = vi.fn();
  const { user } = renderWithQueryClient(
    <DebiturFilterDrawer type={type} opened onClose={vi.fn()} value={value} onApply={onApply} />,
  );
  return { user, onApply };
};

const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('DebiturFilterDrawer', () => {
  it('applies the Personal names, marital statuses and branches together', async () => {
    const { user, onApply } = renderDrawer('Personal');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requested()).toContainEqual(
      expect.stringMatching(
        /\/master-data\/debiturs\?type=Personal&isArchive=false&limit=50&sortBy=fullName&sortOrder=asc$/,
      ),
    );
    expect(requested()).toContainEqual(expect.stringContaining('/master-data/debitur/options'));
    await chooseOption('Debitur Name', 'Andi Wijaya', user);
    await chooseOption('Marital Status', 'Divorced', user);
    await chooseOption('Branch', 'Medan', user);
    expect(screen.queryByRole('combobox', { name: 'Company Name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      ...NO_DEBITUR_FILTERS,
      fullName: ['Andi Wijaya'],
      maritalStatus: ['Divorced'],
      branchId: ['b-medan'],
    });
  });

  it('searches the names on the server, a page at a time, as the user types', async () => {
    const { user } = renderDrawer('Personal');
    await user.type(screen.getByRole('combobox', { name: 'Debitur Name' }), 'andi');
    await waitFor(() =>
      expect(requested()).toContainEqual(
        expect.stringMatching(/\/master-data\/debiturs\?.*search=andi&limit=50&/),
      ),
    );
    expect(requested().some((url) => url.includes('unpaged'))).toBe(false);
  });

  it('offers Enterprise the company names and no marital status', async () => {
    const { user, onApply } = renderDrawer('Enterprise');
    await chooseOption('Company Name', 'PT Maju Jaya', user);
    expect(screen.queryByRole('combobox', { name: 'Marital Status' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ ...NO_DEBITUR_FILTERS, companyName: ['PT Maju Jaya'] });
  });

  it('resets every field, applying no filter', async () => {
    const { user, onApply } = renderDrawer('Personal', {
      ...NO_DEBITUR_FILTERS,
      fullName: ['Siti Rahma'],
      branchId: ['b-bandung'],
    });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(NO_DEBITUR_FILTERS);
  });
});

describe('toDebiturListParams', () => {
  const filters: DebiturFilters = {
    fullName: ['Siti Rahma'],
    companyName: ['PT Maju Jaya'],
    maritalStatus: ['Married'],
    branchId: ['b-bandung'],
  };
  const state = { page: 2, limit: 10, search: 'siti', filters };
  /** What every view sends: the page, the search and the branch filter that all types have. */
  const common = { page: 2, limit: 10, search: 'siti', branchId: ['b-bandung'] };

  it.each([
    {
      view: 'personal-list',
      type: 'Personal',
      typeFilters: { fullName: ['Siti Rahma'], maritalStatus: ['Married'] },
    },
    { view: 'enterprise-list', type: 'Enterprise', typeFilters: { companyName: ['PT Maju Jaya'] } },
  ] as const)('sends the $type filters for live $type debiturs', ({ view, type, typeFilters }) => {
    expect(toDebiturListParams(view, state)).toEqual({
      ...common,
      type,
      isArchive: false,
      ...typeFilters,
    });
  });

  it('asks for archived debiturs of both types, leaving an empty search out', () => {
    expect(toDebiturListParams('archive-list', { ...state, search: '' })).toEqual({
      ...common,
      search: undefined,
      isArchive: true,
    });
  });
});
