import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { PageError } from './page-states';

const renderError = (entries: string[], onRetry = vi.fn()) => {
  renderWithTheme(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/" element={<p>Dashboard</p>} />
        <Route path="/list" element={<p>The list</p>} />
        <Route path="/detail" element={<PageError message="Not found" onRetry={onRetry} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { onRetry, user: userEvent.setup() };
};

describe('PageError', () => {
  it('says the data failed to load and retries on request', async () => {
    const { onRetry, user } = renderError(['/detail']);
    expect(screen.getByText('Failed to load data')).toBeInTheDocument();
    expect(screen.getByText('Not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('goes back to the page the user came from', async () => {
    const { user } = renderError(['/list', '/detail']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('goes to the dashboard when the page was opened directly', async () => {
    const { user } = renderError(['/detail']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });
});
