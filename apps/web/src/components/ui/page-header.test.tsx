import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { PageHeader } from './page-header';

const renderAt = (ui: ReactElement) => renderWithTheme(<MemoryRouter>{ui}</MemoryRouter>);

describe('PageHeader', () => {
  it('shows the title as the page heading, the subtitle and the actions', () => {
    renderAt(
      <PageHeader
        title="Credit Application"
        subtitle="All credit applications of your branches"
        actions={<button type="button">Add New</button>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Credit Application' }),
    ).toBeInTheDocument();
    expect(screen.getByText('All credit applications of your branches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
  });

  it('renders only the title when nothing else is given', () => {
    const { container } = renderAt(<PageHeader title="Users" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
    expect(container.querySelector('p')).toBeNull();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
    expect(container.querySelector('.mantine-Group-root .mantine-Group-root')).toBeNull();
  });

  it('shows a badge beside the title without making it part of the heading', () => {
    renderAt(<PageHeader title="CA-2026-000001" titleAside={<span>Open</span>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'CA-2026-000001' })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('names the browser tab after the page', async () => {
    renderAt(<PageHeader title="Credit Application" />);
    await waitFor(() => expect(document.title).toBe('Credit Application · CreditDesk'));
  });

  it('takes focus after a navigation to another page, not on the page the app opened at', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          element: (
            <>
              <PageHeader title="Group" />
              <Link to="/add">Add New Group</Link>
            </>
          ),
        },
        { path: '/add', element: <PageHeader title="Add New Group" /> },
      ],
      { initialEntries: ['/list'] },
    );
    renderWithTheme(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Group' })).not.toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Add New Group' }));
    expect(await screen.findByRole('heading', { name: 'Add New Group' })).toHaveFocus();
  });
});
