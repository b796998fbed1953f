import type { DebiturOption } from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../testing/mocked-api-client';
import { renderWithQueryClient } from '../../../testing/render';
import { NO_CREDIT_APPLICATION_FILTERS } from '../api/get-credit-applications';
import { CreditApplicationFilterDrawer } from './credit-application-filter-drawer';

vi.mock('../../../lib/api-client', () => import('../../../testing/mocked-api-client'));

const RINA = 'd0a1c2d3-0000-4000-8000-000000000001';
const SINAR = 'd0a1c2d3-0000-4000-8000-000000000002';
const BANDUNG = 'b0a1c2d3-0000-4000-8000-000000000001';
const GARUT = 'b0a1c2d3-0000-4000-8000-000000000002';

const debitur = (_id: string, name: string): DebiturOption => ({
  _id,
  type: 'Personal',
  name,
  relatedGroup: { _id: 'g', groupName: 'Jawa Barat' },
  relatedBranch: { _id: BANDUNG, branchName: 'Bandung' },
});
const DEBITURS = [debitur(RINA, 'Rina Kartika'), debitur(SINAR, 'PT Sinar Abadi')];

const OPTIONS = {
  creditTypes: [],
  facilities: [],
  groups: [
    { _id: 'g1', groupName: 'Jawa Barat', branches: [{ _id: BANDUNG, branchName: 'Bandung' }] },
    {
      _id: 'g2',
      groupName: 'Priangan',
      branches: [
        { _id: BANDUNG, branchName: 'Bandung' },
        { _id: GARUT, branchName: 'Garut' },
      ],
    },
  ],
};

interface DebiturParams {
  search?: string;
  id?: string[];
}

/** The server's answers: the options, and debiturs by id or by a contains-search on the name. */
const answer = (url: string, options?: { params?: DebiturParams }) => {
  if (url === '/credit-application/options') return Promise.resolve(OPTIONS);
  if (url === '/credit-application/approval/tiers')
    return Promise.resolve({ data: [{ _id: 't-2', name: 'Up to 5 miliar' }], total: 1 });
  const { search, id } = options?.params ?? {};
  const data = DEBITURS.filter((row) =>
    id ? id.includes(row._id) : row.name.toLowerCase().includes((search ?? '').toLowerCase()),
  );
  return Promise.resolve({ data, hasMore: false });
};

const debiturCalls = () =>
  api.get.mock.calls
    .filter(([url]) => url === '/credit-application/options/debiturs')
    .map(([, options]) => (options as { params: DebiturParams }).params);

/** The options of one select's dropdown (every dropdown stays in the drawer's DOM). */
const optionsOf = async (field: HTMLElement) => {
  const listbox = await waitFor(() => {
    const id = field.getAttribute('aria-controls');
    // eslint-disable-next-line testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error('the dropdown is not open');
    return element;
  });
  return within(listbox).findAllByRole('option', { hidden: true });
};

/** Opens the `name` select and answers it. */
const openSelect = async (user: UserEvent, name: string) => {
  const field = screen.getByRole('combobox', { name });
  await user.click(field);
  return field;
};

/** The select's options, once they arrive, are these texts in this order. */
const expectOptionTexts = (field: HTMLElement, texts: string[]) =>
  waitFor(async () =>
    expect((await optionsOf(field)).map((option) => option.textContent)).toEqual(texts),
  );

const renderDrawer = (value = NO_CREDIT_APPLICATION_FILTERS, withApproval = false) => {
  const onApply = vi.fn();
  const { user } = renderWithQueryClient(
    <CreditApplicationFilterDrawer
      withApproval={withApproval}
      opened
      onClose={() => undefined}
      value={value}
      onApply={onApply}
    />,
  );
  return { user, onApply };
};

beforeEach(() => {
  api.get.mockReset();
  api.get.mockImplementation(answer);
});

describe('CreditApplicationFilterDrawer', () => {
  it("offers the approval queue's tiers and 'I can decide'", async () => {
    const { user, onApply } = renderDrawer(NO_CREDIT_APPLICATION_FILTERS, true);
    const tier = await openSelect(user, 'Approval Authority');
    await expectOptionTexts(tier, ['Up to 5 miliar']);
    await user.click(await screen.findByRole('option', { name: 'Up to 5 miliar', hidden: true }));
    await user.click(screen.getByRole('checkbox', { name: 'I can decide' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ tier: ['t-2'], canDecide: ['true'] }),
    );
  });

  it('offers neither on the credit application list', async () => {
    renderDrawer();
    await screen.findByRole('textbox', { name: 'Tenor Start Date' });
    expect(screen.queryByRole('checkbox', { name: 'I can decide' })).toBeNull();
  });

  it('keeps the tenor end disabled until a start is chosen', async () => {
    const { user, onApply } = renderDrawer();
    const end = await screen.findByRole('textbox', { name: 'Tenor End Date' });
    expect(end).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Tenor Start Date' }), '2030-01-15');
    await user.tab();
    expect(end).toBeEnabled();
    await user.type(end, '2031-01-15');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      ...NO_CREDIT_APPLICATION_FILTERS,
      tenorStartDate: ['2030-01-15'],
      tenorEndDate: ['2031-01-15'],
    });
  });

  it('offers the seven statuses', async () => {
    const { user } = renderDrawer();
    const field = await openSelect(user, 'Status');
    expect(await optionsOf(field)).toHaveLength(7);
  });

  it("offers the groups' branches, each once, from the one options call", async () => {
    const { user } = renderDrawer();
    await expectOptionTexts(await openSelect(user, 'Branch'), ['Bandung', 'Garut']);
    expect(api.get).toHaveBeenCalledWith('/credit-application/options');
    expect(api.get.mock.calls.some(([url]) => String(url).startsWith('/master-data'))).toBe(false);
  });

  it('searches debiturs on the server once typing pauses, and applies the chosen ones', async () => {
    const { user, onApply } = renderDrawer();
    const field = await openSelect(user, 'Debitur');
    await expectOptionTexts(field, ['Rina Kartika', 'PT Sinar Abadi']);
    await user.type(field, 'kart');
    await waitFor(() => expect(debiturCalls()).toContainEqual({ search: 'kart' }));
    // Typed letter by letter, but asked once: the search waits for a pause.
    expect(debiturCalls().filter((params) => params.search)).toEqual([{ search: 'kart' }]);
    const [rina, ...others] = await optionsOf(field);
    expect(rina).toHaveTextContent('Rina Kartika');
    expect(others).toEqual([]);
    await user.click(rina!);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ ...NO_CREDIT_APPLICATION_FILTERS, debitur: [RINA] });
  });

  it('shows the names of the debiturs already chosen, resolved by id', async () => {
    renderDrawer({ ...NO_CREDIT_APPLICATION_FILTERS, debitur: [SINAR] });
    const field = screen.getByRole('combobox', { name: 'Debitur' });
    const pills = () => [
      // eslint-disable-next-line testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
      ...(field.closest('.mantine-MultiSelect-root')?.querySelectorAll('.mantine-Pill-root') ?? []),
    ];
    await waitFor(() =>
      expect(pills().map((pill) => pill.textContent)).toEqual(['PT Sinar Abadi']),
    );
    expect(debiturCalls()).toContainEqual({ id: [SINAR] });
  });

  it('says when more debiturs matched than are shown', async () => {
    api.get.mockImplementation((url: string, options?: { params?: DebiturParams }) =>
      url === '/credit-application/options/debiturs'
        ? Promise.resolve({ data: DEBITURS, hasMore: true })
        : answer(url, options),
    );
    renderDrawer();
    expect(
      await screen.findByText(
        'The first 50 matches are shown; type more of the name to narrow them down.',
      ),
    ).toBeInTheDocument();
  });
});
