import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/react-query';
import { renderWithTheme } from '../../../testing/render';
import { NO_CREDIT_APPLICATION_FILTERS } from '../api/get-credit-applications';
import { CreditApplicationFilterDrawer } from './credit-application-filter-drawer';

const fetchMock = vi.fn<typeof fetch>();

const renderDrawer = (onApply = vi.fn()) => {
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <CreditApplicationFilterDrawer
        opened
        onClose={() => undefined}
        value={NO_CREDIT_APPLICATION_FILTERS}
        onApply={onApply}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onApply };
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ message: 'OK', response: { data: [], total: 0 } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreditApplicationFilterDrawer', () => {
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
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findAllByRole('option', { hidden: true })).toHaveLength(7);
  });
});
