import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { FilterDrawer } from './filter-drawer';

const renderDrawer = (opened: boolean) => {
  const handlers = { onClose: vi.fn(), onReset: vi.fn(), onApply: vi.fn() };
  renderWithTheme(
    <FilterDrawer opened={opened} {...handlers}>
      <label>
        Status
        <input />
      </label>
    </FilterDrawer>,
  );
  return { handlers };
};

describe('FilterDrawer', () => {
  it('shows the Filter title, the fields and Reset/Apply when opened', async () => {
    renderDrawer(true);
    expect(await screen.findByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    renderDrawer(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resets without closing and applies then closes', async () => {
    const user = userEvent.setup();
    const { handlers } = renderDrawer(true);

    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(handlers.onReset).toHaveBeenCalledTimes(1);
    expect(handlers.onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(handlers.onApply).toHaveBeenCalledTimes(1);
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
  });
});
