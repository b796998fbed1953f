import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { FilterButton } from './filter-button';

describe('FilterButton', () => {
  it('shows the number of applied filters and opens the drawer', async () => {
    const onClick = vi.fn();
    renderWithTheme(<FilterButton activeFilters={3} onClick={onClick} />);
    expect(screen.getByLabelText('3 filters applied')).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows no count while no filter is applied', () => {
    renderWithTheme(<FilterButton activeFilters={0} onClick={vi.fn()} />);
    expect(screen.queryByLabelText(/filters applied/)).not.toBeInTheDocument();
  });
});
