import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { ListPagination } from './pagination';

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

describe('ListPagination', () => {
  it('shows every page when there are 7 or fewer', () => {
    renderWithTheme(<ListPagination page={1} limit={10} total={70} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(screen.getByText('Showing 1-10 of 70 entries')).toBeInTheDocument();
  });

  it('shows first, last and the neighbours of the current page with ellipses beyond 7', () => {
    const { container } = renderWithTheme(
      <ListPagination page={5} limit={10} total={100} onChange={() => {}} />,
    );
    expect(pageButtons()).toEqual(['1', '4', '5', '6', '10']);
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
    expect(container.querySelectorAll('.mantine-Pagination-dots')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 41-50 of 100 entries')).toBeInTheDocument();
  });

  it('changes page by number, previous and next', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<ListPagination page={5} limit={10} total={100} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onChange).toHaveBeenLastCalledWith(10);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(6);
  });

  it('disables previous on the first page and next on the last', () => {
    renderWithTheme(<ListPagination page={1} limit={10} total={15} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('reads 0-0 of 0 for an empty list, with both arrows disabled', () => {
    renderWithTheme(<ListPagination page={1} limit={10} total={0} onChange={() => {}} />);
    expect(screen.getByText('Showing 0-0 of 0 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
